#!/usr/bin/python3
"""The real-world corpus through the real services: what the validator refuses and what is stored.

    /usr/bin/python3 tests/realworld/bench.py --agents build/release/agents/anyplot-agents
        --renderer build/release/renderer/anyplot-renderer [--sample] [--json OUT]
        [--baseline FILE [--update-baseline]] [--jobs N] [--only docs|textbook]

Starts a renderer and an agents service (127.0.0.1:0, embedded defaults, a fresh data directory,
the daily run limit raised), posts every snippet of tests/realworld/corpus/ to
POST /v1/sessions/{sid}/data-code (a fresh session each, docs/api.md) and prints, per corpus:
the validator's refusals per rule id and per class (docs/validator.md, "Real-world corpus"), what
was stored end to end, and every other outcome with its count. --json writes one record per
snippet (name, status, detail, notes, the classes read from them, ms).

--sample takes a fixed deterministic subset (every 17th doc snippet, every 3rd textbook program,
by sorted name). With --baseline the run FAILS (exit 1) when a snippet the baseline records as
stored is not stored, or a false-refusal rule count rose; a newly stored snippet prints a line
asking for --update-baseline, which rewrites the file from this run.

Snippet output never appears: the answers carry only status, detail codes and fixed notes.
"""

import argparse
import ast
import collections
import http.client
import json
import os
import re
import secrets
import shutil
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CORPUS = os.path.join(HERE, "corpus")
CORPORA = ("docs", "textbook")
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(ROOT, "tests", "security"))
from test_escape import Daemon, test_uid_base  # noqa: E402  (the shared fixture)

USER = "realworld-bench"
SAMPLE_STRIDE = {"docs": 17, "textbook": 3}
NOTE = re.compile(r"^(?P<rule>[a-z_]+) at line (?P<line>\d+): (?P<message>.*)$")
PLOTTING_MESSAGE = "plotting libraries are not available"
# Modules whose refusal is the policy on files, network and the system (docs/validator.md).
SYSTEM_MODULES = {
    "os", "sys", "subprocess", "socket", "ctypes", "multiprocessing", "threading", "signal", "platform",
    "shutil", "importlib", "builtins", "gc", "inspect", "resource", "pty", "posix", "sysconfig", "runpy",
    "pathlib", "io", "tempfile", "glob", "urllib", "http", "requests", "pickle", "shelve", "sqlite3",
    "csv", "json", "zipfile", "tarfile", "gzip", "bz2", "lzma", "asyncio", "concurrent", "webbrowser",
}
POLICY_CLASSES = ("literal data beyond the caps", "plotting", "files/network/system", "code too long")
# Answers after the validator that are the product's policy, not a failure to run the code: a
# table over one of the seed's caps (rows, columns, bytes, memory), a table with nothing to chart
# (no number or date column: text, booleans), MultiIndex columns (docs/validator.md).
POLICY_ANSWERS = {"limit": "over a cap (rows, columns, bytes, memory)",
                  "needs_number_or_date": "no number or date column",
                  "no_table: df has MultiIndex columns": "MultiIndex columns"}


def policy_answer(record):
    """The policy class of a failed record's answer, or None."""
    if record["outcome"] != "failed":
        return None
    detail = record.get("detail") or ""
    notes = record.get("notes") or []
    key = detail + (": " + str(notes[0]) if detail == "no_table" and notes else "")
    return POLICY_ANSWERS.get(key)


# --------------------------------------------------------------------------- corpus

def load(only, sample):
    snippets = []
    for corpus in CORPORA:
        if only and corpus != only:
            continue
        folder = os.path.join(CORPUS, corpus)
        names = sorted(n for n in os.listdir(folder) if n.endswith(".py"))
        if sample:
            names = names[::SAMPLE_STRIDE[corpus]]
        for name in names:
            with open(os.path.join(folder, name), encoding="utf-8") as fh:
                snippets.append({"corpus": corpus, "name": name, "code": fh.read()})
    return snippets


PLOTTING_MODULES = {"matplotlib", "pylab", "seaborn", "plotly", "bokeh", "altair", "pygal", "holoviews",
                    "plotnine", "mpl_toolkits"}


def modules_of_line(code, rule, line):
    """Modules a finding's line is about: those it imports (the import rule), or those
    behind the import-bound names it reads (the module_* rules: `plt.plot` after a refused
    `import matplotlib.pyplot as plt`)."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return set()
    bound, found = {}, set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            for a in node.names:
                dotted = a.name if isinstance(node, ast.Import) else node.module or ""
                bound[a.asname or a.name.split(".")[0]] = dotted.split(".")[0]
                if rule == "import" and node.lineno <= line <= (node.end_lineno or node.lineno):
                    found.add(dotted)
    if rule.startswith("module_"):
        for node in ast.walk(tree):
            if isinstance(node, ast.Name) and getattr(node, "lineno", 0) == line and node.id in bound:
                found.add(bound[node.id])
    return found


def finding_class(rule, message, modules):
    """The policy class of one finding, or None for a false refusal."""
    modules = {m.split(".")[0] for m in modules}
    if rule == "literal_data":
        return "literal data beyond the caps"
    if PLOTTING_MESSAGE in message or (rule.startswith("module_") and modules & PLOTTING_MODULES):
        return "plotting"
    if rule == "file_access":
        return "files/network/system"
    if rule in ("import", "module_attribute", "module_escape", "module_value") and modules and \
            modules <= SYSTEM_MODULES:
        return "files/network/system"
    return None


def rule_key(rule, message, modules):
    if PLOTTING_MESSAGE in message or (rule.startswith("module_") and {m.split(".")[0] for m in modules} & PLOTTING_MODULES):
        return rule + " (plotting)"
    if rule == "import" and modules:
        return "import (" + ",".join(sorted(modules)) + ")"
    return rule


def classify(snippet, status, answer):
    """Fills the record's outcome: stored, refused by the validator (with classes), or failed."""
    detail = answer.get("detail") if isinstance(answer, dict) else None
    notes = answer.get("notes", []) if isinstance(answer, dict) else []
    record = {"corpus": snippet["corpus"], "name": snippet["name"], "status": status, "detail": detail,
              "notes": notes if isinstance(notes, list) else []}
    if status == 200 and isinstance(answer, dict) and answer.get("status") == "ok":
        record["outcome"] = "stored"
        record["rows"] = answer.get("rows")
        return record
    if detail == "code_too_long":
        record.update(outcome="refused", findings=[{"rule": "too_long", "class": "code too long"}],
                      rules=["too_long"], classes=["code too long"])
        return record
    if detail == "validation":
        findings = set()
        for note in record["notes"]:
            m = NOTE.match(str(note))
            if not m:
                findings.add(("unreadable_note", "false refusal"))
                continue
            modules = modules_of_line(snippet["code"], m["rule"], int(m["line"]))
            findings.add((rule_key(m["rule"], m["message"], modules),
                          finding_class(m["rule"], m["message"], modules) or "false refusal"))
        record.update(outcome="refused", findings=[{"rule": r, "class": c} for r, c in sorted(findings)],
                      rules=sorted({r for r, _ in findings}), classes=sorted({c for _, c in findings}))
        return record
    record["outcome"] = "failed"
    record["cause"] = cause(detail, record["notes"], status)
    return record


def cause(detail, notes, status):
    """A failure's cause without the snippet's numbers: `run_failed: TypeError`, `limit: output`."""
    if not detail:
        return f"http {status}"
    if not notes:
        return detail
    note = str(notes[0])
    note = re.sub(r" at line \d+ of the snippet| in the snippet", "", note)
    note = re.sub(r": measured .*", "", note)
    note = re.sub(r"\d+(\.\d+)?", "N", note)
    return f"{detail}: {note}"


# --------------------------------------------------------------------------- services

class Stack:
    """A real renderer and a real agents service on 127.0.0.1:0 with embedded defaults."""

    def __init__(self, agents, renderer, slots):
        self.base = tempfile.mkdtemp(prefix="anyplot-realworld-")
        os.chmod(self.base, 0o755)
        self.token = secrets.token_urlsafe(32)
        keep = {k: os.environ[k] for k in ("ASAN_OPTIONS", "UBSAN_OPTIONS", "LSAN_OPTIONS") if k in os.environ}
        run_root = os.path.join(self.base, "run-root")
        os.mkdir(run_root)
        os.chmod(run_root, 0o711)
        renderer_env = dict(keep, PATH="/usr/bin:/bin", RENDERER_LISTEN="127.0.0.1:0", RENDERER_TOKENS=self.token,
                            RENDERER_RUN_ROOT=run_root, RENDERER_SLOTS=str(slots),
                            RENDERER_SANDBOX_UID_BASE=str(test_uid_base()),
                            RENDERER_MIN_AVAILABLE_MB="64", RENDERER_KILL_AVAILABLE_MB="32")
        self.renderer = Daemon(renderer, renderer_env).start()
        data = os.path.join(self.base, "data")
        os.mkdir(data, 0o700)
        agents_env = dict(keep, PATH="/usr/bin:/bin", AGENT_LISTEN="127.0.0.1:0", AGENT_TOKENS=self.token,
                          AGENT_RENDER_URL=f"http://127.0.0.1:{self.renderer.port}", AGENT_RENDER_TOKEN=self.token,
                          AGENT_DATA_DIR=data, AGENT_DAILY_DATA_RUNS="100000", AGENT_USER_SESSIONS_PER_HOUR="1000000",
                          AGENT_USER_SESSIONS_PER_DAY="1000000", AGENT_USER_RUNS="256", AGENT_USER_QUEUED="100000", AGENT_RUN_SLOTS=str(slots),
                          AGENT_QUEUE_MAX="64")
        try:
            self.agents = Daemon(agents, agents_env).start()
        except Exception:
            self.renderer.stop()
            raise

    def call(self, method, path, body=None, timeout=120.0):
        conn = http.client.HTTPConnection("127.0.0.1", self.agents.port, timeout=timeout)
        try:
            headers = {"Authorization": f"Bearer {self.token}", "X-Anyplot-User": USER,
                       "Content-Type": "application/json"}
            conn.request(method, path, None if body is None else json.dumps(body).encode(), headers)
            answer = conn.getresponse()
            return answer.status, answer.read()
        finally:
            conn.close()

    def data_code(self, code):
        status, payload = self.call("POST", "/v1/sessions", {})
        if status != 201:
            return status, {"detail": f"session_{status}"}
        sid = json.loads(payload)["session_id"]
        status, payload = self.call("POST", f"/v1/sessions/{sid}/data-code",
                                       {"code": code, "source_language": "python"})
        try:
            return status, json.loads(payload)
        except ValueError:
            return status, {}

    def stop(self):
        self.agents.stop()
        self.renderer.stop()
        shutil.rmtree(self.base, ignore_errors=True)


def run(stack, snippets, jobs):
    records = [None] * len(snippets)
    lock = threading.Lock()
    queue = list(range(len(snippets)))

    def worker():
        while True:
            with lock:
                if not queue:
                    return
                i = queue.pop(0)
            started = time.monotonic()
            try:
                status, answer = stack.data_code(snippets[i]["code"])
            except (OSError, ValueError) as exc:
                status, answer = 0, {"detail": "no_answer:" + type(exc).__name__}
            record = classify(snippets[i], status, answer)
            record["ms"] = round(1000 * (time.monotonic() - started))
            records[i] = record

    threads = [threading.Thread(target=worker) for _ in range(jobs)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return records


# --------------------------------------------------------------------------- the table

def pct(n, d):
    return f"{100.0 * n / d:5.1f} %" if d else "    - "


def summarise(records, corpus):
    rows = [r for r in records if r["corpus"] == corpus]
    n = len(rows)
    if not n:
        return []
    refused = [r for r in rows if r["outcome"] == "refused"]
    passed = n - len(refused)
    stored = sum(r["outcome"] == "stored" for r in rows)
    out = [f"== {corpus}: N = {n}",
           f"validator: refused {len(refused)} ({pct(len(refused), n).strip()}), passed {passed}"]
    by_rule = collections.Counter(rule for r in refused for rule in r["rules"])
    false_by_rule = false_refusal_rules(rows, with_corpus=False)
    out.append("  snippets refused per rule id (a snippet counts once per rule it triggers; "
               "false: its finding of that rule is outside the policy classes):")
    for rule, count in sorted(by_rule.items(), key=lambda kv: (-kv[1], kv[0])):
        false = f"   false {false_by_rule[rule]:4d}" if false_by_rule[rule] else ""
        out.append(f"    {count:5d}  {pct(count, n)}  {rule:32s}{false}")
    out.append("  per class (a snippet counts once: a false refusal if any finding is outside the policy"
               " classes, else its first policy class):")
    per_class = collections.Counter()
    for r in refused:
        classes = r["classes"]
        per_class["false refusal" if "false refusal" in classes else
                  next(c for c in POLICY_CLASSES if c in classes)] += 1
    for label in POLICY_CLASSES + ("false refusal",):
        out.append(f"    {per_class[label]:5d}  {pct(per_class[label], n)}  {label}")
    out.append(f"end to end: stored {stored} ({pct(stored, n).strip()} of all, "
               f"{pct(stored, passed).strip()} of what the validator passed)")
    policy = collections.Counter(policy_answer(r) for r in rows if policy_answer(r))
    runnable = passed - sum(policy.values())
    out.append(f"  policy answers after the validator: {sum(policy.values())} ("
               + ", ".join(f"{label} {policy[label]}" for label in POLICY_ANSWERS.values() if policy[label])
               + f"); stored {pct(stored, runnable).strip()} of the {runnable} the policy lets run")
    failures = collections.Counter(r["cause"] for r in rows if r["outcome"] == "failed")
    for what, count in sorted(failures.items(), key=lambda kv: (-kv[1], kv[0])):
        out.append(f"    {count:5d}  {pct(count, n)}  {what}")
    return out


def false_refusal_rules(records, with_corpus=True):
    """rule -> snippets with a finding of that rule outside the policy classes."""
    counts = collections.Counter()
    for r in records:
        if r["outcome"] == "refused":
            for rule in sorted({f["rule"] for f in r["findings"] if f["class"] == "false refusal"}):
                counts[f"{r['corpus']}:{rule}" if with_corpus else rule] += 1
    return counts


def check_baseline(records, path, update):
    stored = sorted(f"{r['corpus']}/{r['name']}" for r in records if r["outcome"] == "stored")
    rules = false_refusal_rules(records)
    if update:
        with open(path, "w") as fh:
            json.dump({"stored": stored, "false_refusal_rules": dict(sorted(rules.items()))}, fh, indent=1)
            fh.write("\n")
        print(f"baseline rewritten: {len(stored)} stored, {sum(rules.values())} false-refusal findings")
        return 0
    with open(path) as fh:
        baseline = json.load(fh)
    problems = 0
    now = set(stored)
    for name in baseline["stored"]:
        if name not in now:
            record = next((r for r in records if f"{r['corpus']}/{r['name']}" == name), None)
            why = "missing from the sample" if record is None else record.get("cause") or ",".join(record.get("rules", []))
            print(f"REGRESSION {name}: stored in the baseline, now {why}")
            problems += 1
    for rule, count in sorted(rules.items()):
        before = baseline["false_refusal_rules"].get(rule, 0)
        if count > before:
            print(f"REGRESSION false refusals by {rule}: {before} -> {count}")
            problems += 1
    for name in sorted(now - set(baseline["stored"])):
        print(f"NEWLY STORED {name}: rerun with --update-baseline to record it")
    for rule, before in sorted(baseline["false_refusal_rules"].items()):
        if rules.get(rule, 0) < before:
            print(f"FEWER false refusals by {rule}: {before} -> {rules.get(rule, 0)} (--update-baseline records it)")
    return 1 if problems else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--agents", required=True)
    parser.add_argument("--renderer", required=True)
    parser.add_argument("--sample", action="store_true")
    parser.add_argument("--only", choices=CORPORA)
    parser.add_argument("--json")
    parser.add_argument("--baseline")
    parser.add_argument("--update-baseline", action="store_true")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    snippets = load(args.only, args.sample)
    started = time.monotonic()
    stack = Stack(os.path.abspath(args.agents), os.path.abspath(args.renderer), args.jobs)
    try:
        records = run(stack, snippets, args.jobs)
    finally:
        stack.stop()
    elapsed = time.monotonic() - started
    for corpus in CORPORA:
        for line in summarise(records, corpus):
            print(line)
    print(f"wall time {elapsed:.0f} s for {len(records)} snippets ({args.jobs} at a time)")
    if args.json:
        with open(args.json, "w") as fh:
            json.dump(records, fh, indent=1)
            fh.write("\n")
    if args.baseline:
        return check_baseline(records, args.baseline, args.update_baseline)
    return 0


if __name__ == "__main__":
    sys.exit(main())
