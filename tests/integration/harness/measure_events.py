"""Measure which audit events the success corpus raises without the guard.

    /usr/bin/python3 tests/integration/harness/measure_events.py [NAME...]

For each snippet of corpus.SUCCESS (a fresh interpreter each), this prepares
exactly like the harness (imports, time zones, warm-up, runtime tweaks), then
installs a recording hook instead of the guard, runs the snippet and the
harness's CSV step, and prints every event with a count. An "import" event
here is a lazy import the warm-up missed; any other event must either be in
anyplot_harness.policy.ALLOWED_EVENTS or the snippet does not belong in the success corpus.
"""

import collections
import io
import os
import subprocess
import sys

# Importing harness.py/corpus.py must not leave __pycache__ in the source tree.
sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
HARNESS = os.path.join(ROOT, "renderer", "harness", "harness.py")


def load_harness():
    """The harness's preload step, imported from its package next to harness.py."""
    sys.path.insert(0, os.path.dirname(HARNESS))
    try:
        from anyplot_harness import preload
    finally:
        sys.path.pop(0)
    return preload


def child(name):
    sys.path.insert(0, HERE)
    import corpus

    h = load_harness()
    loaded, failures = h._prepare({})
    source = corpus.SUCCESS[name][0]
    code = compile(source, "snippet.py", "exec", dont_inherit=True)
    pd = loaded["pandas"]
    events = collections.Counter()
    recording = [True]

    def hook(event, args):
        if not recording[0]:
            return
        if event == "exec" and args and args[0] is code:
            return
        detail = ""
        if event == "import":
            detail = args[0]
        elif event.startswith("object.") and len(args) > 1:
            detail = str(args[1])
        elif event == "open":
            detail = str(args[0])
        events[(event, detail)] += 1

    sys.addaudithook(hook)
    g = {"__name__": "__main__", "__builtins__": __builtins__}
    stdout = sys.stdout
    sys.stdout = io.StringIO()
    try:
        exec(code, g)
        df = g["df"]
        df.to_csv(io.StringIO(), index=False, lineterminator="\n")
        status = "ok"
    except BaseException as exc:
        status = f"raised {type(exc).__name__}: {exc}"
    recording[0] = False
    sys.stdout = stdout
    print(f"== {name}: {status}; warm-up failures: {failures or 'none'}")
    for (event, detail), n in sorted(events.items()):
        print(f"   {n:6d}  {event}  {detail}")


def main(argv):
    if len(argv) == 2 and argv[0] == "--child":
        child(argv[1])
        return 0
    sys.path.insert(0, HERE)
    import corpus

    names = argv or list(corpus.SUCCESS)
    for name in names:
        subprocess.run([sys.executable, "-I", os.path.abspath(__file__), "--child", name],
                       check=False, cwd=HERE)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
