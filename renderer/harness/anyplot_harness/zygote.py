"""Warm interpreters: the zygote (trusted, never runs a snippet) and the standby children it
forks, one job each. The daemon <-> zygote protocol is defined once in zygote_protocol.json next
to harness.py (renderer/zygote/protocol.hpp reads the same file)."""

import os
import sys

from anyplot_harness.codes import EXIT_LOCKDOWN, EXIT_USAGE, START_LINE, _die, _write_fd
from anyplot_harness.lockdown import HARNESS_DIR, _load_policy, _lockdown_library, _read_policy, _set_rlimits
from anyplot_harness.preload import _prepare, _read_rehearsal, _rehearse, _reseed
from anyplot_harness.runner import _compile_snippet, _make_runner, _open_out, _read_snippet


def _load_protocol():
    """The daemon <-> zygote protocol, defined once in zygote_protocol.json next to this file
    (renderer/zygote/protocol.hpp reads the same file)."""
    import json

    path = os.path.join(HARNESS_DIR, "zygote_protocol.json")
    try:
        with open(path, "rb") as fh:
            spec = json.load(fh)
        messages, tokens = spec["messages"], spec["tokens"]
        for kind, fields in (("spawn", {"id", "uid", "guard", "tree", "rehearse"}), ("ready", set()),
                             ("spawned", {"id", "pid"}), ("exited", {"id", "wait_status", "cpu_us"})):
            if set(messages[kind]["fields"]) != fields:
                raise ValueError(kind)
        for name in ("placed", "go", "standby_ready"):
            tokens[name].encode("ascii")
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        _die(EXIT_USAGE, f"zygote protocol unusable: {type(exc).__name__}")
    return spec


def _encode(protocol, kind, **values):
    fields = protocol["messages"][kind]["fields"]
    return " ".join([kind] + [str(values[f]) for f in fields]).encode("ascii")


def _decode(protocol, data, fds):
    """(kind, {field: value}, {fd name: fd}) or None for anything not in the definition."""
    parts = data.decode("ascii", "replace").split(" ")
    shape = protocol["messages"].get(parts[0])
    if shape is None or len(parts) != len(shape["fields"]) + 1 or len(fds) != len(shape["fds"]):
        return None
    return parts[0], dict(zip(shape["fields"], parts[1:])), dict(zip(shape["fds"], fds))


def _zygote(opts):
    """Warm interpreters. The zygote is trusted and never runs a snippet: it imports and warms
    everything once, freezes the GC, and forks one standby child per `spawn` message from the
    daemon (SOCK_SEQPACKET on control_fd; zygote_protocol.json defines every message). A
    standby child runs exactly one job (_standby) and is never reused; the zygote reaps it and
    reports its wait status and CPU time (the daemon's evidence for a `cpu` stop reason)."""
    import errno
    import gc
    import select
    import signal
    import socket

    protocol = _load_protocol()
    policy = _read_policy(opts["seccomp_fd"]) if opts["seccomp_fd"] is not None else None
    lib = _lockdown_library()
    timings = {}
    loaded, warm_failures = _prepare(timings)
    rehearsal = _read_rehearsal()
    for failure in warm_failures:
        _write_fd(2, f"anyplot-zygote: warm-up step failed: {failure}\n".encode())
    control = socket.socket(fileno=opts["control_fd"])
    wake_r, wake_w = os.pipe2(os.O_NONBLOCK | os.O_CLOEXEC)
    signal.set_wakeup_fd(wake_w)
    signal.signal(signal.SIGCHLD, lambda signum, frame: None)
    sys.stdout.flush()
    sys.stderr.flush()
    gc.collect()
    gc.freeze()  # what the children share stays shared: no GC pass touches it again
    control.send(_encode(protocol, "ready"))
    children = {}  # pid -> (job id, the init of its pid namespace or None)
    inits = set()  # inits not reaped yet
    while True:
        try:
            readable, _, _ = select.select([control, wake_r], [], [])
        except InterruptedError:
            continue
        if wake_r in readable:
            try:
                while os.read(wake_r, 512):
                    pass
            except BlockingIOError:
                pass
        while children or inits:
            try:
                pid, status, usage = os.wait4(-1, os.WNOHANG)
            except ChildProcessError:
                break
            if pid == 0:
                break
            job, init = children.pop(pid, (None, None))
            if job is not None:
                cpu_us = int((usage.ru_utime + usage.ru_stime) * 1e6)
                control.send(_encode(protocol, "exited", id=job, wait_status=status, cpu_us=cpu_us))
                if init is not None:
                    _kill_init(init)  # its namespace ends with it (and any memory holder left in it)
            elif pid in inits:
                inits.discard(pid)
                lib.anyplot_pid_namespace_reaped(pid)
        if control not in readable:
            continue
        msg, fds, _flags, _addr = socket.recv_fds(control, 4096, 8)
        if not msg:
            os._exit(0)  # the daemon is gone; our children die with this pid namespace
        decoded = _decode(protocol, msg, fds)
        if decoded is None or decoded[0] != "spawn":
            for fd in fds:
                os.close(fd)
            continue
        _kind, fields, named = decoded
        # Each standby child is pid 2 of a pid namespace of its own, under a tiny init the library
        # makes (lockdown_api.cpp): it sees itself, what it forks and that init, nothing of the
        # zygote or another tenant (issue 24 finding 3). Without the capability (a degraded daemon)
        # the children share ours; the daemon's check from outside knows which to expect.
        init = lib.anyplot_pid_namespace_next()
        if init == -errno.EIO:  # made, but no init in it and no way back: the child would be its init
            _die(EXIT_LOCKDOWN, "pid namespace: no way back")
        pid = os.fork()
        if pid == 0:
            _standby(protocol, fields, named, (control, wake_r, wake_w), policy, lib, loaded, rehearsal)
        if init > 0:
            inits.add(init)
            err = lib.anyplot_pid_namespace_back()
            if err:  # the next child would land in this one's namespace: stop, the daemon restarts us
                _die(EXIT_LOCKDOWN, f"pid namespace: errno {err}")
        for fd in fds:
            os.close(fd)
        children[pid] = (fields["id"], init if init > 0 else None)
        control.send(_encode(protocol, "spawned", id=fields["id"], pid=pid))


def _kill_init(pid):
    import signal

    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def _standby(protocol, fields, fds, zygote_fds, policy, lib, loaded, rehearsal):
    """One standby child: placed in its cgroup by the daemon, pre-faults by rehearsing an
    ordinary run on trusted code (rehearsal.py), takes fresh random seeds, locks itself down (the run's tmpfs at /work in a mount namespace of its own,
    an empty bounding set, its own id, no capabilities, Landlock, seccomp), then waits for
    exactly one job. Never returns."""
    import signal

    tokens = protocol["tokens"]
    try:
        uid, guard, tree = int(fields["uid"]), fields["guard"], fields["tree"]
        control, wake_r, wake_w = zygote_fds
        control.close()  # nothing of the zygote's channel stays open in a child
        os.close(wake_r)
        os.close(wake_w)
        signal.set_wakeup_fd(-1)
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        job_fd = fds["job"]
        os.dup2(fds["stdout"], 1)
        os.dup2(fds["stderr"], 2)
        os.close(fds["stdout"])
        os.close(fds["stderr"])
        placed = tokens["placed"].encode()
        if os.read(job_fd, len(placed)) != placed:  # the daemon placed us in our cgroup (or gave up)
            os._exit(0)
        _set_rlimits()
        # The daemon asks for it while CPU is idle (it costs ~10 ms and saves the run ~3 ms).
        # A failure only costs speed; tests/integration/harness pins that the rehearsal runs
        # cleanly (fd 2 is already the job's stderr: nothing of ours goes there).
        if fields["rehearse"] == "1":
            _rehearse(rehearsal)
        _reseed(loaded["numpy"])
        # The run's tmpfs is a mount the daemon made outside every namespace: attached at /work
        # in a mount namespace of this child's own and closed, then entered by path, so nothing
        # this process holds refers to a mount outside its namespace (`..` stops at our root).
        err = lib.anyplot_lockdown(uid, uid, fds["work_mount"], tree.encode())
        if err:
            _die(EXIT_LOCKDOWN, f"lockdown step {err // 1000}: errno {err % 1000}")
        if policy is not None:
            # The exit is reported before the address space is torn down (see lockdown_api.cpp).
            err = lib.anyplot_hold_memory(policy, len(policy))
            if err:
                _die(EXIT_LOCKDOWN, f"memory holder: errno {err}")
            _load_policy(lib, policy)
        _write_fd(1, tokens["standby_ready"].encode())
        go = tokens["go"].encode()
        if os.read(job_fd, len(go)) != go:
            os._exit(0)
        os.close(job_fd)
        _write_fd(1, START_LINE)
        code, lines = _compile_snippet(_read_snippet("snippet.py"))
        out, out_identity = _open_out("out.csv")
        run, _hook = _make_runner(code, lines, out, out_identity, guard == "1")
        run()
    except BaseException as exc:  # a harness bug before the snippet ran
        _die(EXIT_USAGE, f"internal error in a standby child: {type(exc).__name__}: {exc}")
    os._exit(EXIT_USAGE)


