"""anyplot renderer harness, data mode (the Python side of POST /run-data).

    /usr/bin/python3 -I harness.py --data snippet.py --out out.csv [--no-guard]

The daemon reads only the exit code and out.csv; stdout is a liveness hint and
stderr a diagnostic tail, never a verdict. docs/harness.md is the reference
(exit codes, what the guard refuses and what it cannot stop).

Order matters and is the point of this file:
  start line -> args -> rlimits (hard = soft) -> import everything the DATA
  profile allows, time zones, warm-up -> read + compile the snippet -> create
  out.csv -> arm the audit hook -> exec -> verdict -> os._exit.

The guard is a tripwire that gives friendly, classified failures. It is NOT
the boundary (the kernel layers are): it cannot see os.stat, func.__globals__
or numpy raw-memory tricks, and native code can clear it.

The parts live in the anyplot_harness package next to this file (codes,
policy, lockdown, preload, runner, zygote; see its __init__).

Why the post-exec code is written as closures (runner._make_runner): the
snippet can reach every module's globals (sys.modules) and the builtins module
and rewrite them. Everything that decides the verdict after the snippet
started therefore reads only closure cells bound before exec (private copies
of the policy tables included), never a global or builtin name.
tests/integration/harness/test_harness.py checks that those code objects
contain no LOAD_GLOBAL/LOAD_NAME.
"""

import os
import sys

# With -I the script's directory is not on sys.path; the harness's package sits next to it (in
# the read-only /anyplot inside the sandbox). No bytecode is written there.
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from anyplot_harness.codes import EXIT_USAGE, START_LINE, _die, _write_fd  # noqa: E402
from anyplot_harness.lockdown import _load_policy, _lockdown_library, _read_policy, _set_rlimits  # noqa: E402
from anyplot_harness.preload import _prepare, _reseed  # noqa: E402
from anyplot_harness.runner import _compile_snippet, _make_runner, _open_out, _read_snippet  # noqa: E402
from anyplot_harness.zygote import _zygote  # noqa: E402


def _parse_args(argv):
    usage = ("usage: harness.py --data SNIPPET --out OUT_CSV [--no-guard] [--seccomp-fd N]\n"
             "       harness.py --zygote --control-fd N [--seccomp-fd N]")
    opts = {"data": None, "out": None, "no_guard": False, "seccomp_fd": None, "zygote": False, "control_fd": None}
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg == "--no-guard":
            opts["no_guard"] = True
        elif arg == "--zygote":
            opts["zygote"] = True
        elif arg in ("--seccomp-fd", "--control-fd"):
            if i + 1 >= len(argv) or not argv[i + 1].isdigit():
                _die(EXIT_USAGE, f"{arg} needs a descriptor number\n{usage}")
            opts[arg[2:].replace("-", "_")] = int(argv[i + 1])
            i += 1
        elif arg in ("--data", "--out"):
            if i + 1 >= len(argv):
                _die(EXIT_USAGE, f"{arg} needs a value\n{usage}")
            opts[arg[2:]] = argv[i + 1]
            i += 1
        elif arg.startswith(("--data=", "--out=")):
            key, _, value = arg[2:].partition("=")
            opts[key] = value
        else:
            _die(EXIT_USAGE, f"unknown argument {arg!r}\n{usage}")
        i += 1
    if opts["zygote"]:
        if opts["control_fd"] is None:
            _die(EXIT_USAGE, usage)
    elif not opts["data"] or not opts["out"]:
        _die(EXIT_USAGE, usage)
    return opts



def main():
    if "--zygote" in sys.argv[1:]:
        _zygote(_parse_args(sys.argv[1:]))
        return
    _write_fd(1, START_LINE)  # liveness hint for the daemon's launch retry
    import time

    t_start = time.perf_counter()
    opts = _parse_args(sys.argv[1:])
    _set_rlimits()
    timings = {}
    loaded, warm_failures = _prepare(timings)
    _reseed(loaded["numpy"])
    code, lines = _compile_snippet(_read_snippet(opts["data"]))
    out_fd, out_identity = _open_out(opts["out"])
    if opts["seccomp_fd"] is not None:
        _load_policy(_lockdown_library(), _read_policy(opts["seccomp_fd"]))
    for failure in warm_failures:
        _write_fd(2, f"anyplot-harness: warm-up step failed: {failure}\n".encode())
    timings["total"] = time.perf_counter() - t_start
    summary = " ".join(f"{k}={v:.3f}" for k, v in timings.items())
    guard = "off" if opts["no_guard"] else "on"
    sys.stdout.write(f"anyplot-harness: ready guard={guard} {summary}\n")
    sys.stdout.flush()
    run, _hook = _make_runner(code, lines, out_fd, out_identity, not opts["no_guard"])
    # `loaded` (time zone objects) stays referenced by this frame for the
    # whole run: the weak tz caches must not drop them.
    run()


if __name__ == "__main__":
    try:
        main()
    except BaseException as exc:  # a harness bug before the snippet ran
        _die(EXIT_USAGE, f"internal error: {type(exc).__name__}: {exc}")

