"""A fake model provider for tests: speaks Anthropic's Messages API and OpenAI's Chat Completions
API (tools and streaming included) from a script, over TLS with a CA made at start, and records
every request it received. Nothing here reaches the network: it listens on 127.0.0.1 only.

    /usr/bin/python3 fake_provider.py --dir DIR [--cert-host localhost] [--plain]

Startup: makes DIR/ca.pem (a fresh CA), a server certificate for --cert-host signed by it (unless
--plain), listens on 127.0.0.1:0 for the provider paths and on another 127.0.0.1:0 for control
(plain HTTP), and writes {"event":"listening","address":"127.0.0.1:PORT","control":"127.0.0.1:PORT"}
on stderr (the line tests wait for).

Control (plain JSON on the control listener):
  POST /__script     a JSON list of steps, appended to the queue; each request to a provider path
                     takes the next step (none left: 500):
      {"reply": {"text": "...", "tool_calls": [{"id": "c1", "name": "run_data_code",
                 "arguments": {...}}], "usage": {"input": 10, "output": 5, "cached": 2}}}
      {"status": 429, "retry_after": 1, "body": {...}}   an error answer (the body's text is a
                                                          secret the tests look for elsewhere)
      {"cut_after": 2, "reply": {...}}                    a stream closed after 2 events
      {"hang": true}                                      never answers (the client must give up)
      {"close": true, "reply": {...}}                     the answer, then the connection closed
      {"every_ms": 200, "reply": {...}}                   a stream with a pause before each event;
                                                          a client that leaves is recorded as
                                                          "closed_early": true on its request
  GET  /__requests   what was received: [{"path", "headers", "body"}]
Provider paths: .../v1/messages (Anthropic), .../chat/completions (OpenAI).
"""

import argparse
import http.server
import json
import os
import ssl
import subprocess
import sys
import threading
import time

LOCK = threading.Lock()
STEPS = []
RECEIVED = []


def make_certificates(directory, host):
    def run(*args):
        subprocess.run(["openssl", *args], check=True, capture_output=True)

    ca_key, ca_pem = os.path.join(directory, "ca.key"), os.path.join(directory, "ca.pem")
    key, csr, pem = (os.path.join(directory, n) for n in ("server.key", "server.csr", "server.pem"))
    ext = os.path.join(directory, "server.ext")
    run("req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
        "-keyout", ca_key, "-out", ca_pem, "-days", "2", "-subj", "/CN=anyplot test CA")
    run("req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
        "-keyout", key, "-out", csr, "-subj", f"/CN={host}")
    alt = f"IP:{host}" if host.replace(".", "").isdigit() else f"DNS:{host}"
    with open(ext, "w") as fh:
        fh.write(f"subjectAltName={alt}\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n")
    run("x509", "-req", "-in", csr, "-CA", ca_pem, "-CAkey", ca_key, "-CAcreateserial",
        "-out", pem, "-days", "2", "-extfile", ext)
    return pem, key


def anthropic_events(reply):
    usage = reply.get("usage", {})
    events = [("message_start", {"type": "message_start", "message": {
        "id": "msg_fake", "type": "message", "role": "assistant", "content": [], "model": "fake",
        "usage": {"input_tokens": usage.get("input", 0), "output_tokens": 1,
                  "cache_read_input_tokens": usage.get("cached", 0)}}})]
    index = 0
    text = reply.get("text", "")
    if text:
        events.append(("content_block_start", {"type": "content_block_start", "index": index,
                                                "content_block": {"type": "text", "text": ""}}))
        for i in range(0, len(text), 7):  # a few deltas, as a real stream sends
            events.append(("content_block_delta", {"type": "content_block_delta", "index": index,
                                                    "delta": {"type": "text_delta", "text": text[i:i + 7]}}))
        events.append(("content_block_stop", {"type": "content_block_stop", "index": index}))
        index += 1
    for call in reply.get("tool_calls", []):
        events.append(("content_block_start", {"type": "content_block_start", "index": index, "content_block": {
            "type": "tool_use", "id": call["id"], "name": call["name"], "input": {}}}))
        arguments = json.dumps(call["arguments"]) if not isinstance(call["arguments"], str) else call["arguments"]
        for i in range(0, len(arguments), 11):
            events.append(("content_block_delta", {"type": "content_block_delta", "index": index, "delta": {
                "type": "input_json_delta", "partial_json": arguments[i:i + 11]}}))
        events.append(("content_block_stop", {"type": "content_block_stop", "index": index}))
        index += 1
    stop = "tool_use" if reply.get("tool_calls") else "end_turn"
    events.append(("message_delta", {"type": "message_delta", "delta": {"stop_reason": stop},
                                     "usage": {"output_tokens": usage.get("output", 0)}}))
    events.append(("message_stop", {"type": "message_stop"}))
    return events


def anthropic_message(reply):
    usage = reply.get("usage", {})
    content = []
    if reply.get("text"):
        content.append({"type": "text", "text": reply["text"]})
    for call in reply.get("tool_calls", []):
        content.append({"type": "tool_use", "id": call["id"], "name": call["name"], "input": call["arguments"]})
    return {"id": "msg_fake", "type": "message", "role": "assistant", "model": "fake", "content": content,
            "stop_reason": "tool_use" if reply.get("tool_calls") else "end_turn",
            "usage": {"input_tokens": usage.get("input", 0), "output_tokens": usage.get("output", 0),
                      "cache_read_input_tokens": usage.get("cached", 0)}}


def openai_chunks(reply):
    usage = reply.get("usage", {})
    base = {"id": "chatcmpl-fake", "object": "chat.completion.chunk", "model": "fake"}
    chunks = [dict(base, choices=[{"index": 0, "delta": {"role": "assistant", "content": ""},
                                   "finish_reason": None}])]
    text = reply.get("text", "")
    for i in range(0, len(text), 7):
        chunks.append(dict(base, choices=[{"index": 0, "delta": {"content": text[i:i + 7]}, "finish_reason": None}]))
    for n, call in enumerate(reply.get("tool_calls", [])):
        arguments = json.dumps(call["arguments"]) if not isinstance(call["arguments"], str) else call["arguments"]
        chunks.append(dict(base, choices=[{"index": 0, "delta": {"tool_calls": [{
            "index": n, "id": call["id"], "type": "function",
            "function": {"name": call["name"], "arguments": ""}}]}, "finish_reason": None}]))
        for i in range(0, len(arguments), 11):
            chunks.append(dict(base, choices=[{"index": 0, "delta": {"tool_calls": [{
                "index": n, "function": {"arguments": arguments[i:i + 11]}}]}, "finish_reason": None}]))
    finish = "tool_calls" if reply.get("tool_calls") else "stop"
    chunks.append(dict(base, choices=[{"index": 0, "delta": {}, "finish_reason": finish}]))
    chunks.append(dict(base, choices=[], usage={
        "prompt_tokens": usage.get("input", 0), "completion_tokens": usage.get("output", 0),
        "prompt_tokens_details": {"cached_tokens": usage.get("cached", 0)}}))
    return chunks


def openai_completion(reply):
    usage = reply.get("usage", {})
    message = {"role": "assistant", "content": reply.get("text") or None}
    if reply.get("tool_calls"):
        message["tool_calls"] = [{"id": c["id"], "type": "function", "function": {
            "name": c["name"],
            "arguments": json.dumps(c["arguments"]) if not isinstance(c["arguments"], str) else c["arguments"]}}
            for c in reply["tool_calls"]]
    return {"id": "chatcmpl-fake", "object": "chat.completion", "model": "fake",
            "choices": [{"index": 0, "message": message,
                         "finish_reason": "tool_calls" if reply.get("tool_calls") else "stop"}],
            "usage": {"prompt_tokens": usage.get("input", 0), "completion_tokens": usage.get("output", 0),
                      "prompt_tokens_details": {"cached_tokens": usage.get("cached", 0)}}}


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True  # headers and body are separate writes

    def log_message(self, *args):
        pass

    def _json(self, status, value, extra=None):
        body = json.dumps(value).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        for k, v in (extra or {}).items():
            self.send_header(k, v)
        self.end_headers()
        self.wfile.write(body)

    def _chunk(self, data):
        self.wfile.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")
        self.wfile.flush()

    def do_GET(self):
        if self.path == "/__requests":
            with LOCK:
                self._json(200, RECEIVED)
            return
        self._json(404, {"error": "not found"})

    def do_POST(self):
        length = int(self.headers.get("Content-Length", "0"))
        raw = self.rfile.read(length) if length else b""
        if self.path == "/__script":
            with LOCK:
                STEPS.extend(json.loads(raw))
            self._json(200, {"queued": len(STEPS)})
            return
        anthropic = self.path.endswith("/v1/messages")
        openai = self.path.endswith("/chat/completions")
        if not (anthropic or openai):
            self._json(404, {"error": "not found"})
            return
        try:
            body = json.loads(raw)
        except ValueError:
            body = None
        record = {"path": self.path, "headers": {k.lower(): v for k, v in self.headers.items()}, "body": body}
        with LOCK:
            RECEIVED.append(record)
            step = STEPS.pop(0) if STEPS else {"status": 500, "body": {"error": "no step scripted"}}
        if step.get("hang"):
            time.sleep(60)
            return
        if "status" in step:
            extra = {"Retry-After": str(step["retry_after"])} if "retry_after" in step else {}
            self._json(step["status"], step.get("body", {"error": "scripted"}), extra)
            return
        reply = step.get("reply", {})
        if not (body or {}).get("stream"):
            extra = {"Connection": "close"} if step.get("close") else None
            self._json(200, anthropic_message(reply) if anthropic else openai_completion(reply), extra)
            if step.get("close"):
                self.close_connection = True
            return
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        cut = step.get("cut_after")
        if anthropic:
            events = [f"event: {name}\ndata: {json.dumps(data)}\n\n" for name, data in anthropic_events(reply)]
        else:
            events = [f"data: {json.dumps(c)}\n\n" for c in openai_chunks(reply)] + ["data: [DONE]\n\n"]
        every = step.get("every_ms")
        try:
            for n, e in enumerate(events):
                if cut is not None and n >= cut:
                    self.close_connection = True
                    self.wfile.flush()
                    self.connection.shutdown(2)
                    return
                if every:
                    time.sleep(every / 1000)
                self._chunk(e.encode())
            self._chunk(b"")
        except OSError:  # the client left mid-stream
            with LOCK:
                record["closed_early"] = True
            self.close_connection = True


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--dir", required=True)
    parser.add_argument("--cert-host", default="localhost")
    parser.add_argument("--plain", action="store_true")
    opts = parser.parse_args()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    if not opts.plain:
        pem, key = make_certificates(opts.dir, opts.cert_host)
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.minimum_version = ssl.TLSVersion.TLSv1_2
        context.load_cert_chain(pem, key)
        server.socket = context.wrap_socket(server.socket, server_side=True)
    control = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    control.daemon_threads = True
    threading.Thread(target=control.serve_forever, daemon=True).start()
    port, control_port = server.server_address[1], control.server_address[1]
    sys.stderr.write(json.dumps({"event": "listening", "address": f"127.0.0.1:{port}",
                                 "control": f"127.0.0.1:{control_port}"}, separators=(",", ":")) + "\n")
    sys.stderr.flush()
    server.serve_forever()


if __name__ == "__main__":
    main()
