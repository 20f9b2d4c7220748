// The page's one way to the agents service: through the BFF at /api, which adds the service token
// and the logged-in person. Every answer is JSON ({"detail": code} on errors) except a chat turn,
// which is a Server-Sent Events stream read here with fetch (POST cannot use EventSource).

const base = '/api/v1/sessions';

// A JSON answer as {ok, status, body}; a network failure is {ok:false, status:0, body:{detail:'network'}}.
async function call(method, path, body, signal) {
  const init = { method, headers: {}, signal };
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(base + path, init);
  } catch (e) {
    if (e.name === 'AbortError') throw e;
    return { ok: false, status: 0, body: { detail: 'network' } };
  }
  let parsed = null;
  if (response.status !== 204) {
    try {
      parsed = await response.json();
    } catch {
      parsed = { detail: 'unavailable' };
    }
  }
  return { ok: response.ok, status: response.status, body: parsed };
}

export class session {
  constructor() {
    this.id = sessionStorage.getItem('anyplot.session') || '';
  }

  // A session of this tab: the one kept from before a reload while it lives, else a new one.
  async ensure(forceNew = false) {
    if (this.id && !forceNew) {
      const probe = await call('GET', `/${this.id}/dataset/versions`);
      if (probe.ok) return { ok: true };
      if (probe.body?.detail !== 'session_expired') return probe;
    }
    const created = await call('POST', '');
    if (!created.ok) return created;
    this.id = created.body.session_id;
    sessionStorage.setItem('anyplot.session', this.id);
    return { ok: true, fresh: true };
  }

  versions() { return call('GET', `/${this.id}/dataset/versions`); }
  dataset(version) { return call('GET', `/${this.id}/dataset?version=${encodeURIComponent(version)}`); }
  confirm(version) { return call('POST', `/${this.id}/dataset/versions/${encodeURIComponent(version)}/confirm`); }
  paste(text) { return call('POST', `/${this.id}/dataset`, { text }); }
  cancel() { return call('POST', `/${this.id}/cancel`); }
  set_plot(version, plot) {
    return call('PUT', `/${this.id}/dataset/versions/${encodeURIComponent(version)}/plot`, plot);
  }
  // {closed, messages: [...]}: the session's chat history, oldest first (docs/api.md).
  messages() { return call('GET', `/${this.id}/messages`); }

  // One chat turn. `onEvent(name, data)` gets each event in order; resolves with
  // {ok:true} when the stream ended, or the JSON error answered before the stream.
  async turn(text, onEvent, signal) {
    let response;
    try {
      response = await fetch(`${base}/${this.id}/messages`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
        body: JSON.stringify({ text }),
        signal,
      });
    } catch (e) {
      if (e.name === 'AbortError') return { ok: true, aborted: true };
      return { ok: false, status: 0, body: { detail: 'network' } };
    }
    const type = response.headers.get('Content-Type') || '';
    if (!response.ok || !type.startsWith('text/event-stream')) {
      let body;
      try {
        body = await response.json();
      } catch {
        body = { detail: 'unavailable' };
      }
      return { ok: false, status: response.status, body };
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    const events = new sse_parser(onEvent);
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        events.push(value);
      }
    } catch (e) {
      if (e.name !== 'AbortError') return { ok: false, status: 0, body: { detail: 'network' } };
    }
    return { ok: true };
  }
}

// Server-Sent Events framing: blank-line separated blocks of `event:` and `data:` lines; lines
// starting with ':' are the heartbeat comments.
export class sse_parser {
  constructor(onEvent) {
    this.buffer = '';
    this.onEvent = onEvent;
  }

  push(text) {
    this.buffer += text.replace(/\r\n?/g, '\n');
    let end;
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      this.dispatch(block);
    }
  }

  dispatch(block) {
    let name = 'message';
    const data = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      let value = colon < 0 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'event') name = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length === 0) return;
    let parsed;
    try {
      parsed = JSON.parse(data.join('\n'));
    } catch {
      return;  // not one of the contract's events
    }
    this.onEvent(name, parsed);
  }
}
