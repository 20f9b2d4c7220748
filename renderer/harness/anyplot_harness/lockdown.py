"""The kernel layers the harness applies to itself: rlimits (hard = soft), the daemon's seccomp
policy (raw BPF on a sealed descriptor) and, for standby children, libanyplot_lockdown.so (the
daemon's own C++ layer code, next to harness.py)."""

import os

from anyplot_harness.codes import EXIT_LOCKDOWN, EXIT_USAGE, _die

# harness.py's directory: the sandbox binds it read-only at /anyplot.
HARNESS_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _lockdown_library():
    """libanyplot_lockdown.so, built from the daemon's own C++ layer code and
    installed next to this file (the sandbox binds the directory at /anyplot).
    Loaded before any snippet exists."""
    import ctypes

    path = os.path.join(HARNESS_DIR, "libanyplot_lockdown.so")
    try:
        lib = ctypes.CDLL(path)
    except OSError as exc:
        _die(EXIT_LOCKDOWN, f"cannot load the lockdown library: {exc}")
    lib.anyplot_lockdown.argtypes = [ctypes.c_uint, ctypes.c_uint, ctypes.c_int, ctypes.c_char_p]
    lib.anyplot_lockdown.restype = ctypes.c_int
    lib.anyplot_load_policy.argtypes = [ctypes.c_char_p, ctypes.c_ulong]
    lib.anyplot_load_policy.restype = ctypes.c_int
    lib.anyplot_hold_memory.argtypes = [ctypes.c_char_p, ctypes.c_ulong]
    lib.anyplot_hold_memory.restype = ctypes.c_int
    lib.anyplot_pid_namespace_next.argtypes = []
    lib.anyplot_pid_namespace_next.restype = ctypes.c_int
    lib.anyplot_pid_namespace_back.argtypes = []
    lib.anyplot_pid_namespace_back.restype = ctypes.c_int
    lib.anyplot_pid_namespace_reaped.argtypes = [ctypes.c_int]
    lib.anyplot_pid_namespace_reaped.restype = None
    return lib


def _read_policy(fd):
    """The daemon's seccomp allow-list, compiled once in the daemon and handed
    over as raw BPF on a sealed descriptor."""
    chunks, offset = [], 0
    while True:
        chunk = os.pread(fd, 65536, offset)
        if not chunk:
            break
        chunks.append(chunk)
        offset += len(chunk)
    os.close(fd)
    bpf = b"".join(chunks)
    if not bpf or len(bpf) % 8 or len(bpf) // 8 > 4096:
        _die(EXIT_LOCKDOWN, "seccomp policy unusable")
    return bpf


def _load_policy(lib, bpf):
    """Kernel layer: loaded after every trusted import (Debian's pandas runs
    `uname -p` at import) and before the snippet is read; from here on a
    hostile system call kills the process."""
    err = lib.anyplot_load_policy(bpf, len(bpf))
    if err:
        _die(EXIT_LOCKDOWN, f"seccomp: errno {err}")


def _env_int(name, default):
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    try:
        value = int(raw, 10)
    except ValueError:
        _die(EXIT_USAGE, f"{name} must be a positive integer")
    if value <= 0:
        _die(EXIT_USAGE, f"{name} must be a positive integer")
    return value


def _set_rlimits():
    """hard = soft, so the snippet cannot raise them again (E54). Never above
    an already lower hard limit (the kernel layer may have set one)."""
    import resource

    mib = 1024 * 1024
    wanted = (
        (resource.RLIMIT_CPU, _env_int("ANYPLOT_RLIMIT_CPU_S", 35)),
        (resource.RLIMIT_FSIZE, _env_int("ANYPLOT_RLIMIT_FSIZE_MB", 64) * mib),
        (resource.RLIMIT_AS, _env_int("ANYPLOT_RLIMIT_AS_MB", 1024) * mib),
        # Not enforced for uid 0 (the kernel skips the check for root); the
        # daemon runs children under an unprivileged uid, where it holds.
        (resource.RLIMIT_NPROC, _env_int("ANYPLOT_RLIMIT_NPROC", 64)),
        (resource.RLIMIT_NOFILE, _env_int("ANYPLOT_RLIMIT_NOFILE", 64)),
        (resource.RLIMIT_CORE, 0),
    )
    applied = {}
    for which, value in wanted:
        _soft, hard = resource.getrlimit(which)
        if hard != resource.RLIM_INFINITY:
            value = min(value, hard)
        try:
            resource.setrlimit(which, (value, value))
        except (ValueError, OSError) as exc:
            _die(EXIT_USAGE, f"setrlimit({which}) failed: {exc}")
        applied[which] = value
    return applied

