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

Why the post-exec code is written as closures (_make_runner): the snippet can
reach this module's globals (sys.modules['__main__']) and the builtins module
and rewrite them. Everything that decides the verdict after the snippet
started therefore reads only closure cells bound before exec, never a global
or builtin name. tests/integration/harness/test_harness.py checks that those
code objects contain no LOAD_GLOBAL/LOAD_NAME.
"""

import os
import sys

# Contract exit codes (CONTRACT.md, "Harness exit codes").
EXIT_OK = 0
EXIT_SNIPPET_RAISED = 1
EXIT_USAGE = 2
EXIT_LOCKDOWN = 3  # internal: the seccomp layer could not be loaded (daemon: sandbox_unavailable)
EXIT_NO_DF = 10
EXIT_NOT_DATAFRAME = 11
EXIT_MULTIINDEX_COLUMNS = 12
EXIT_OVER_CAPS = 13
EXIT_FILE = 20
EXIT_IMPORT = 21
EXIT_PROCESS = 22
EXIT_SOCKET = 23
EXIT_NATIVE = 24
EXIT_FRAME = 25
EXIT_SERIALIZATION = 26
EXIT_DIRECTORY = 27
EXIT_OTHER_EVENT = 28

# Shared caps (wire limits; MAX_CSV_BYTES is the paste parser's cap).
MAX_ROWS = 20_000
MAX_COLUMNS = 50
MAX_CSV_BYTES = 204_800
# The contract caps source at 16 KiB; reading a little more lets a too-long
# file fail clearly instead of being truncated.
MAX_SOURCE_BYTES = 1 << 20

START_LINE = b"anyplot-harness: start\n"

# The contract class of every refused audit event. Anything not listed here
# and not in ALLOWED_EVENTS is refused as EXIT_OTHER_EVENT (default deny).
REFUSED_EVENTS = {
    # Files: every open, reads included (open(), io.open, os.open, np.loadtxt,
    # pd.read_csv all raise "open"), and every filesystem change.
    "open": EXIT_FILE,
    "os.chdir": EXIT_FILE, "os.chmod": EXIT_FILE, "os.chown": EXIT_FILE,
    "os.chflags": EXIT_FILE, "os.lchflags": EXIT_FILE, "os.link": EXIT_FILE,
    "os.mkdir": EXIT_FILE, "os.mkfifo": EXIT_FILE, "os.mknod": EXIT_FILE,
    "os.remove": EXIT_FILE, "os.rename": EXIT_FILE, "os.rmdir": EXIT_FILE,
    "os.symlink": EXIT_FILE, "os.truncate": EXIT_FILE, "os.utime": EXIT_FILE,
    "os.getxattr": EXIT_FILE, "os.setxattr": EXIT_FILE,
    "os.removexattr": EXIT_FILE,
    "shutil.chown": EXIT_FILE, "shutil.copyfile": EXIT_FILE,
    "shutil.copymode": EXIT_FILE, "shutil.copystat": EXIT_FILE,
    "shutil.copytree": EXIT_FILE, "shutil.make_archive": EXIT_FILE,
    "shutil.move": EXIT_FILE, "shutil.rmtree": EXIT_FILE,
    "shutil.unpack_archive": EXIT_FILE,
    "tempfile.mkdtemp": EXIT_FILE, "tempfile.mkstemp": EXIT_FILE,
    # New imports: the event fires only for modules not in sys.modules
    # (import.c import_find_and_load); _imp.create_dynamic raises it too.
    "import": EXIT_IMPORT,
    # Processes.
    "os.exec": EXIT_PROCESS, "os.fork": EXIT_PROCESS,
    "os.forkpty": EXIT_PROCESS, "os.kill": EXIT_PROCESS,
    "os.killpg": EXIT_PROCESS, "os.posix_spawn": EXIT_PROCESS,
    "os.spawn": EXIT_PROCESS, "os.startfile": EXIT_PROCESS,
    "os.system": EXIT_PROCESS, "os.register_at_fork": EXIT_PROCESS,
    "pty.spawn": EXIT_PROCESS, "subprocess.Popen": EXIT_PROCESS,
    "signal.pthread_kill": EXIT_PROCESS, "webbrowser.open": EXIT_PROCESS,
    # Native code and raw memory.
    "mmap.__new__": EXIT_NATIVE,
    # Frames and code objects. In 3.11 only the getters below raise
    # object.__getattr__; f_back/f_globals/f_builtins/f_locals raise nothing,
    # so refusing every route TO a frame is what holds.
    "sys._getframe": EXIT_FRAME, "sys._current_frames": EXIT_FRAME,
    "sys._current_exceptions": EXIT_FRAME,
    "sys.settrace": EXIT_FRAME, "sys.setprofile": EXIT_FRAME,
    "code.__new__": EXIT_FRAME, "function.__new__": EXIT_FRAME,
    # gc hands out every object, frames and this hook's cells included (E61).
    "gc.get_objects": EXIT_FRAME, "gc.get_referrers": EXIT_FRAME,
    "gc.get_referents": EXIT_FRAME,
    # Serialization entry points that build code or call arbitrary globals.
    "marshal.load": EXIT_SERIALIZATION, "marshal.loads": EXIT_SERIALIZATION,
    "marshal.dump": EXIT_SERIALIZATION, "marshal.dumps": EXIT_SERIALIZATION,
    "pickle.find_class": EXIT_SERIALIZATION,
    # Directory probes.
    "os.listdir": EXIT_DIRECTORY, "os.scandir": EXIT_DIRECTORY,
    "os.walk": EXIT_DIRECTORY, "os.fwalk": EXIT_DIRECTORY,
    "os.listxattr": EXIT_DIRECTORY,
    "glob.glob": EXIT_DIRECTORY, "glob.glob/2": EXIT_DIRECTORY,
}
# Prefix families (checked after the exact table).
REFUSED_PREFIXES = (
    ("ctypes.", EXIT_NATIVE), ("_ctypes.", EXIT_NATIVE), ("cffi.", EXIT_NATIVE),
    ("socket.", EXIT_SOCKET), ("http.client.", EXIT_SOCKET),
    ("urllib.", EXIT_SOCKET), ("ftplib.", EXIT_SOCKET),
    ("smtplib.", EXIT_SOCKET), ("imaplib.", EXIT_SOCKET),
    ("poplib.", EXIT_SOCKET), ("nntplib.", EXIT_SOCKET),
    ("telnetlib.", EXIT_SOCKET), ("ssl.", EXIT_SOCKET),
    ("subprocess.", EXIT_PROCESS), ("os.spawn", EXIT_PROCESS),
    ("os.exec", EXIT_PROCESS), ("os.posix_spawn", EXIT_PROCESS),
    ("sqlite3.", EXIT_FILE), ("shutil.", EXIT_FILE), ("tempfile.", EXIT_FILE),
)
# object.__getattr__ names that lead to a frame or a code object. Every other
# name that raises the event is refused too (default deny) except the reads
# in ALLOWED_GETATTR.
FRAME_ATTRIBUTES = frozenset({
    "gi_frame", "gi_code", "cr_frame", "cr_code", "ag_frame", "ag_code",
    "tb_frame", "f_back", "f_globals", "f_builtins", "f_locals", "f_code",
    "f_trace", "gi_yieldfrom", "cr_await", "ag_await",
})
# Function introspection reads (inspect.signature): scipy.optimize.curve_fit
# counts the model's parameters, pandas rolling().apply and user decorators
# inspect callables. A code object alone gives nothing: code.replace and
# CodeType() (code.__new__), FunctionType() (function.__new__), exec and
# marshal are all refused, and so is writing __code__.
ALLOWED_GETATTR = frozenset({"__code__", "__defaults__", "__kwdefaults__"})
# object.__setattr__ writes that are allowed: scipy's UnivariateSpline
# switches its own __class__ after fitting. Layout checks in CPython limit
# what a __class__ write can do; __code__ writes stay refused (frame class).
ALLOWED_SETATTR = frozenset({"__class__"})
# Events a normal snippet raises at run time, measured with
# tests/integration/harness/measure_events.py over the success corpus:
#   builtins.id  - pandas calls id() (describe, random sampling, caches).
#                  It reveals addresses (E25) but so do numpy array
#                  interfaces; the kernel layers hold against raw memory.
#   time.sleep   - audited since 3.11; harmless, the wall timer bounds it.
# Deliberately NOT allowed although some library paths raise them:
#   compile/exec (namedtuple, dataclasses, pandas eval/query, numexpr),
#   sys._getframe (namedtuple's module lookup, pandas eval scope),
#   object.__setattr__ (__doc__/__module__/__defaults__ writes).
ALLOWED_EVENTS = frozenset({
    "builtins.id",
    "time.sleep",
})

# What the DATA profile may import. Loaded before arming so the snippet's
# imports find them in sys.modules and raise no "import" event.
STDLIB_MODULES = (
    "math", "cmath", "statistics", "decimal", "fractions", "numbers",
    "random", "datetime", "time", "calendar", "zoneinfo", "collections",
    "collections.abc", "itertools", "functools", "operator", "heapq", "bisect",
    "copy", "re", "string", "textwrap", "json", "enum", "dataclasses", "typing",
    "array", "warnings",
)
SCIPY_MODULES = (
    "scipy.stats", "scipy.integrate", "scipy.interpolate", "scipy.signal",
    "scipy.optimize", "scipy.special", "scipy.spatial", "scipy.ndimage",
    "scipy.linalg", "scipy.fft", "scipy.cluster.hierarchy",
)
PANDAS_PACKAGES = ("pandas.core", "pandas.tseries", "pandas.api")
# pandas.core._numba imports numba (an LLVM JIT: arbitrary native code) and
# costs 0.6 s; the DATA profile does not allow numba, and leaving it out of
# sys.modules keeps engine="numba" a refused new import.
PANDAS_SKIP = ("pandas.core._numba",)
# Site helpers that print files (E04: license._Printer__filenames).
SITE_BUILTINS = ("license", "credits", "copyright", "help")


class GuardRefusal(Exception):
    """Raised by the audit hook. Catching it does not help: the refusal is
    recorded where the snippet cannot reach and still decides the verdict."""

    def __init__(self, code, event):
        super().__init__(f"anyplot data guard refused {event!r} (exit {code})")
        self.code = code
        self.event = event


def _write_fd(fd, data):
    try:
        while data:
            data = data[os.write(fd, data):]
    except OSError:
        pass


def _die(code, message):
    """Exit before the snippet ran (usage, config, syntax)."""
    _write_fd(2, ("anyplot-harness: " + message + "\n").encode("utf-8", "replace"))
    os._exit(code)


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


def _lockdown_library():
    """libanyplot_lockdown.so, built from the daemon's own C++ layer code and
    installed next to this file (the sandbox binds the directory at /anyplot).
    Loaded before any snippet exists."""
    import ctypes

    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "libanyplot_lockdown.so")
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


def _import_walk(package, skip, failed):
    import importlib
    import pkgutil

    for info in pkgutil.iter_modules(package.__path__, package.__name__ + "."):
        if info.name.startswith(skip):
            continue
        try:
            module = importlib.import_module(info.name)
        except Exception as exc:  # optional deps (pyarrow) are absent: fine
            failed.append((info.name, type(exc).__name__))
            continue
        if info.ispkg:
            _import_walk(module, skip, failed)


def _preload(timings):
    """Import everything the DATA profile allows, before arming."""
    import importlib
    import time
    import warnings

    t0 = time.perf_counter()
    for name in STDLIB_MODULES:
        importlib.import_module(name)
    t1 = time.perf_counter()
    import numpy
    import pandas

    t2 = time.perf_counter()
    for name in SCIPY_MODULES:
        importlib.import_module(name)
    t3 = time.perf_counter()
    failed = []
    with warnings.catch_warnings():
        # pandas.core.index and friends warn that they are deprecated.
        warnings.simplefilter("ignore")
        for name in PANDAS_PACKAGES:
            _import_walk(importlib.import_module(name), PANDAS_SKIP, failed)
    t4 = time.perf_counter()
    keep = _preload_time_zones()
    t5 = time.perf_counter()
    timings.update(stdlib=t1 - t0, numpy_pandas=t2 - t1, scipy=t3 - t2,
                   pandas_walk=t4 - t3, time_zones=t5 - t4)
    return {"numpy": numpy, "pandas": pandas, "keep": keep, "failed": failed}


def _preload_time_zones():
    """Arming forbids opens, and every tz library reads its zone files on
    first use. pytz gets its files in memory; dateutil and zoneinfo get every
    zone built now, kept by strong references because they cache instances
    only weakly (plus a strong LRU of 8). pandas holds its own reference to
    dateutil's gettz, so that one cannot be redirected like pytz's reader."""
    import io
    import zoneinfo

    import dateutil.tz
    import pytz

    keep = []
    # pytz: pandas' default for tz="Europe/Zurich". Reading its ~600 files
    # costs ~40 ms, building every zone ~200 ms; so read the bytes now and
    # let pytz build a zone from memory on first use (no open, no event).
    names = list(pytz.all_timezones)
    blobs = {}
    for name in names:
        try:
            with pytz.open_resource(name) as fh:
                blobs[name] = fh.read()
        except Exception:
            pass
    original_open_resource = pytz.open_resource

    def open_resource(name):
        blob = blobs.get(name)
        if blob is None:
            return original_open_resource(name)  # refused under the guard
        return io.BytesIO(blob)

    pytz.open_resource = open_resource
    keep.append(blobs)
    # Lazy tables a snippet may touch (they read zone.tab / iso3166.tab).
    _ = (pytz.all_timezones_set, pytz.common_timezones,
         pytz.common_timezones_set, pytz.country_timezones.get("ch"),
         pytz.country_names.get("ch"))
    # dateutil: tz="dateutil/Europe/Zurich" and dateutil.tz.gettz().
    zones = set(names)
    try:
        zones |= zoneinfo.available_timezones()
    except Exception:
        pass
    for name in sorted(zones):
        for loader in (dateutil.tz.gettz, zoneinfo.ZoneInfo):
            try:
                keep.append(loader(name))
            except Exception:
                pass
    keep.append(dateutil.tz.tzlocal())
    keep.append(dateutil.tz.tzutc())
    return keep


def _warm_up(np, pd):
    """Run the common operations once so their lazy imports, caches and
    first-use file reads happen now rather than under the guard. Each step is
    independent: a failing step is reported, never fatal.
    docs/harness.md lists the lazy imports this pre-warms."""
    import io
    import random
    import statistics
    import warnings

    from scipy import integrate, interpolate, optimize, signal, stats

    steps = []

    def step(fn):
        steps.append(fn)
        return fn

    @step
    def frames_and_printing():
        df = pd.DataFrame({"x": np.arange(5), "y": np.linspace(0, 1, 5),
                           "s": list("abcde")})
        df["z"] = df["x"].cumsum() * 1.5
        repr(df), str(df), df.to_string(), repr(df["x"]), df.describe()
        repr(np.arange(3.0)), str(np.eye(2)), f"{np.float64(1.5):.2f}"
        df.to_csv(io.StringIO(), index=False, lineterminator="\n")
        df.reset_index(names=["index"]).set_index("x").reset_index()
        df.info(buf=io.StringIO())
        df.head(), df.tail(), df.sort_values("y"), df.T, df.melt()
        df.astype({"x": float}), df.round(2), df.dropna(), df.fillna(0)
        df["s"].str.upper(), df["s"].str.contains("a"), df["s"].astype("category")
        df.query  # attribute only: query/eval are refused (compile, frames)

    @step
    def group_merge_pivot():
        df = pd.DataFrame({"k": ["a", "b", "a", "b"], "v": [1.0, 2.0, 3.0, 4.0],
                           "w": [1, 2, 3, 4]})
        df.groupby("k").agg(["mean", "sum", "std", "min", "max", "count"])
        df.groupby("k")["v"].transform("mean"), df.groupby("k").size()
        df.merge(df, on="k"), pd.concat([df, df], ignore_index=True)
        df.pivot_table(index="k", values="v", aggfunc="mean")
        df.rolling(2).mean(), df["v"].expanding().sum(), df["v"].ewm(span=2).mean()
        df["v"].shift(1), df["v"].diff(), df["v"].pct_change(), df["v"].rank()
        pd.cut(df["v"], 2), pd.qcut(df["v"], 2), pd.get_dummies(df["k"])
        df.corr(numeric_only=True), df["v"].quantile(0.5), df["v"].value_counts()
        df.apply(lambda r: r["v"] * 2, axis=1), df["v"].map(lambda v: v + 1)
        df.to_dict("records"), df.to_numpy(), df.values.tolist()
        df["v"].interpolate(), df.sample(2, random_state=1)

    @step
    def dates_and_time_zones():
        rng = pd.date_range("2024-01-01", periods=48, freq="H", tz="Europe/Zurich")
        s = pd.Series(np.arange(48.0), index=rng)
        s.resample("D").mean(), s.tz_convert("UTC"), s.index.tz_localize(None)
        pd.date_range("2024-01-01", "2024-03-01", freq="MS")
        pd.date_range("2024-01-01", periods=3, freq="B", tz="UTC")
        pd.date_range("2024-03-30", periods=3, freq="D", tz="dateutil/Europe/Zurich")
        pd.Timestamp("2024-03-31 01:30", tz="Europe/Zurich")
        pd.Timestamp.now(tz="UTC"), pd.Timestamp("2024-01-01").tz_localize("US/Eastern")
        pd.to_datetime(["2024-01-02", "2024-02-03 04:05"]), pd.to_datetime("3 Jan 2024")
        pd.to_datetime([1_700_000_000], unit="s"), pd.to_timedelta("1 day")
        pd.period_range("2024-01", periods=3, freq="M"), pd.Timedelta(hours=3)
        pd.Series(rng).dt.strftime("%Y-%m-%d"), pd.Series(rng).dt.day_name()
        pd.Series(rng).dt.month, rng.isocalendar()
        pd.DataFrame({"t": rng}).to_csv(io.StringIO(), index=False)
        pd.offsets.MonthEnd(), pd.tseries.offsets.Week(weekday=0)
        np.datetime64("2024-01-01") + np.timedelta64(1, "D")
        import datetime

        datetime.datetime(2024, 1, 1, tzinfo=datetime.timezone.utc).isoformat()

    @step
    def numpy_math():
        rng = np.random.default_rng(1)
        a = rng.normal(size=(50, 3))
        rng.uniform(size=5), rng.integers(0, 10, 5), rng.choice(5, 3)
        rng.poisson(3, 5), rng.exponential(1, 5), rng.standard_normal(5)
        np.random.seed(1), np.random.rand(3), np.random.randn(3), np.random.randint(5)
        np.random.normal(size=3), np.random.choice([1, 2, 3]), np.random.shuffle([1, 2])
        np.linalg.inv(np.eye(3)), np.linalg.eig(np.eye(3)), np.linalg.svd(a)
        np.linalg.solve(np.eye(2), np.ones(2)), np.linalg.norm(a), np.linalg.lstsq(a, a[:, 0], rcond=None)
        np.fft.fft(a[:, 0]), np.fft.rfft(a[:, 0]), np.fft.fftfreq(8)
        np.polyfit(a[:, 0], a[:, 1], 2), np.polyval([1, 2], 3), np.convolve(a[:, 0], [1, 1])
        np.histogram(a[:, 0], bins=5), np.meshgrid(np.arange(3), np.arange(3))
        np.cumsum(a, axis=0), np.percentile(a, 50), np.corrcoef(a.T), np.cov(a.T)
        np.interp(0.5, [0, 1], [0, 2]), np.gradient(a[:, 0]), np.trapz(a[:, 0])
        np.clip(a, 0, 1), np.where(a > 0, 1, 0), np.unique([1, 1, 2], return_counts=True)
        np.vectorize(lambda v: v + 1)(np.arange(3))
        np.polynomial.Polynomial([1, 2]).roots(), np.sort_complex([1 + 2j])
        with np.errstate(all="ignore"):
            np.log(np.array([0.0, -1.0])), np.array([1.0]) / 0
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            np.mean([])

    @step
    def codecs():
        # Each codec module is imported on first lookup (encodings.<name>);
        # socket imports encodings.idna for host names.
        for name in ("utf-8", "utf-8-sig", "utf-16", "utf-16-le", "utf-16-be",
                     "utf-32", "latin-1", "ascii", "cp1252", "cp437", "idna",
                     "punycode", "unicode_escape", "raw_unicode_escape",
                     "iso8859-15", "mac_roman"):
            "abc".encode(name).decode(name)

    @step
    def stdlib():
        random.seed(1), random.random(), random.gauss(0, 1), random.choice([1, 2])
        random.randint(1, 6), random.uniform(0, 1), random.sample(range(10), 3)
        random.shuffle([1, 2, 3]), random.Random(2).random()
        statistics.mean([1, 2]), statistics.stdev([1, 2, 3]), statistics.median([1, 2])
        statistics.NormalDist(0, 1).cdf(0.5), statistics.quantiles([1, 2, 3, 4])
        import fractions
        import decimal

        fractions.Fraction(1, 3) + 1, decimal.Decimal("1.1") * 2
        "{:,.2f} {:%} {:e}".format(1234.5, 0.5, 1e9), f"{3:05d}"

    @step
    def scipy_computing():
        def lorenz(state, t, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
            x, y, z = state
            return [sigma * (y - x), x * (rho - z) - y, x * y - beta * z]

        t = np.linspace(0, 1, 50)
        integrate.odeint(lorenz, [1.0, 1.0, 1.0], t)
        integrate.solve_ivp(lambda tt, y: -y, (0, 1), [1.0], t_eval=t[:5])
        integrate.solve_ivp(lambda tt, y: -y, (0, 1), [1.0], method="LSODA")
        integrate.solve_ivp(lambda tt, y: -y, (0, 1), [1.0], method="Radau")
        integrate.quad(np.sin, 0, 1), integrate.simpson(t, x=t), integrate.cumulative_trapezoid(t, t)
        interpolate.interp1d(t, t ** 2, kind="cubic")(0.5), interpolate.CubicSpline(t, t)(0.5)
        interpolate.UnivariateSpline(t, t ** 2)(0.5), interpolate.griddata(
            np.array([[0, 0], [1, 0], [0, 1], [1, 1]]), np.arange(4.0), [[0.5, 0.5]])
        def model(x, a, b):
            return a * x + b

        optimize.curve_fit(model, t, 2 * t + 1)
        optimize.minimize(lambda p: (p[0] - 1) ** 2, [0.0])
        optimize.minimize(lambda p: (p[0] - 1) ** 2, [0.0], method="Nelder-Mead")
        optimize.brentq(lambda x: x - 0.5, 0, 1), optimize.root(lambda x: x - 1, [0.0])
        optimize.least_squares(lambda p: p - 1, [0.0]), optimize.linprog([1, 1], A_ub=[[-1, -1]], b_ub=[-1])
        stats.norm.pdf(0), stats.norm.cdf(0), stats.norm.ppf(0.5), stats.norm.rvs(size=3, random_state=1)
        stats.norm.fit(t), stats.t.ppf(0.9, 5), stats.poisson.pmf(2, 3), stats.binom.rvs(5, 0.5, size=2)
        stats.expon.rvs(size=2), stats.uniform.rvs(size=2), stats.gamma.pdf(1, 2), stats.beta.pdf(0.5, 2, 2)
        stats.lognorm.pdf(1, 0.5), stats.chi2.ppf(0.5, 3), stats.multivariate_normal([0, 0]).rvs(2)
        stats.linregress(t, t), stats.pearsonr(t, t ** 2), stats.spearmanr(t, t), stats.ttest_ind(t, t)
        stats.norm(0, 1).pdf(0.5), stats.gamma(2.0, scale=1.5).cdf(1.0)
        stats.rv_discrete(values=([1, 2, 3], [0.2, 0.3, 0.5])).rvs(size=2, random_state=1)
        stats.rv_histogram(np.histogram(t, bins=5)).pdf(0.5)
        stats.describe(t), stats.zscore(t), stats.gaussian_kde(t)(0.5), stats.skew(t), stats.kurtosis(t)
        signal.butter(2, 0.1), signal.filtfilt(*signal.butter(2, 0.1), np.sin(np.arange(50.0)))
        signal.lfilter([1], [1, -0.5], t), signal.find_peaks(np.sin(t * 10)), signal.savgol_filter(t, 5, 2)
        signal.square(t), signal.sawtooth(t), signal.chirp(t, 1, 1, 2), signal.welch(t), signal.spectrogram(t, nperseg=16)
        signal.convolve(t, t), signal.correlate(t, t), signal.periodogram(t), signal.detrend(t), signal.resample(t, 20)
        from scipy import cluster, fft, linalg, ndimage, spatial, special

        special.gamma(3.5), special.erf(0.5), special.jv(1, 2.0), special.comb(5, 2), special.factorial(5)
        spatial.distance.pdist(np.eye(3)), spatial.distance.cdist(np.eye(2), np.eye(2)), spatial.KDTree(np.eye(3)).query([0, 0, 0])
        spatial.ConvexHull(np.random.default_rng(1).random((10, 2))), spatial.Delaunay(np.random.default_rng(2).random((10, 2)))
        ndimage.gaussian_filter(np.eye(4), 1), ndimage.uniform_filter1d(t, 3), ndimage.label(np.eye(3))
        linalg.expm(np.eye(2)), linalg.lu(np.eye(2)), linalg.solve(np.eye(2), np.ones(2)), linalg.eigh(np.eye(2))
        fft.fft(t), fft.ifft(t), fft.rfftfreq(8)
        z = cluster.hierarchy.linkage(np.random.default_rng(3).random((6, 2)), "ward")
        cluster.hierarchy.fcluster(z, 2, "maxclust"), cluster.hierarchy.dendrogram(z, no_plot=True)

    failures = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for fn in steps:
            try:
                fn()
            except Exception as exc:
                failures.append(f"{fn.__name__}: {type(exc).__name__}: {exc}")
    return failures


def _configure_runtime(np, pd):
    """Pre-arm tweaks that keep legitimate code away from refused events."""
    import builtins
    import inspect
    import warnings

    # pandas.util._exceptions.find_stack_level walks inspect.currentframe()
    # for every pandas warning; sys._getframe is refused under the guard. With
    # None it answers stacklevel 0 and the warning still shows.
    inspect.currentframe = lambda: None
    # numexpr (loaded by pandas) compiles expression strings with compile/
    # eval for arrays over 1e6 elements: refused events. Plain numpy instead.
    try:
        pd.set_option("compute.use_numexpr", False)
    except Exception:
        pass
    for name in SITE_BUILTINS:
        if hasattr(builtins, name):
            delattr(builtins, name)
    _cache_scipy_argparsers()
    # tempfile probes for a writable directory on first use (an open and a
    # remove); scipy's qhull wrapper needs tempfile under the guard.
    import tempfile

    try:
        tempfile.gettempdir()
    except Exception:
        pass
    # The default warning printer reads the source line through linecache:
    # an open under the guard. Print "file:line: Category: message" only.
    write = os.write

    def showwarning(message, category, filename, lineno, file=None, line=None):
        try:
            text = f"{filename}:{lineno}: {category.__name__}: {message}\n"
            write(2, text.encode("utf-8", "replace"))
        except Exception:
            pass

    warnings.showwarning = showwarning


def _cache_scipy_argparsers():
    """Every scipy.stats distribution instance (each frozen one, stats.norm(0,
    1), pearsonr's beta, ...) execs a source template to build its argument
    parsers: compile/exec events under the guard. The templates depend only
    on the distribution's shapes and the parsers are pure, so exec each
    template once before arming and reuse the functions. A template first
    seen after arming (a user-defined distribution) still execs: refused."""
    try:
        import types

        from scipy import stats
        from scipy.stats import _distn_infrastructure as infra

        infra.rv_generic._attach_argparser_methods  # noqa: B018 (present?)
    except (ImportError, AttributeError):
        return
    cache = {}

    def _attach_argparser_methods(self):
        template = self._parse_arg_template
        ns = cache.get(template) if type(template) is str else None
        if ns is None:
            ns = {}
            exec(template, ns)
            if type(template) is str:
                cache[template] = ns
        for name in ("_parse_args", "_parse_args_stats", "_parse_args_rvs"):
            setattr(self, name, types.MethodType(ns[name], self))

    infra.rv_generic._attach_argparser_methods = _attach_argparser_methods
    for obj in list(vars(stats).values()):
        template = getattr(obj, "_parse_arg_template", None)
        if isinstance(obj, infra.rv_generic) and type(template) is str:
            if template not in cache:
                ns = {}
                exec(template, ns)
                cache[template] = ns


def _read_snippet(path):
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC)
    except OSError as exc:
        _die(EXIT_USAGE, f"cannot open the snippet: {exc.strerror}")
    try:
        import stat

        if not stat.S_ISREG(os.fstat(fd).st_mode):
            _die(EXIT_USAGE, "the snippet is not a regular file")
        chunks, size = [], 0
        while size <= MAX_SOURCE_BYTES:
            chunk = os.read(fd, 65536)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > MAX_SOURCE_BYTES:
        _die(EXIT_USAGE, "the snippet is too large")
    return data


def _compile_snippet(data):
    """Compile before arming; a SyntaxError (or bad UTF-8) is exit 1."""
    import traceback

    try:
        source = data.decode("utf-8")
        if "\x00" in source:
            raise SyntaxError("source code cannot contain null bytes")
        code = compile(source, "snippet.py", "exec", dont_inherit=True)
    except (SyntaxError, UnicodeDecodeError, ValueError) as exc:
        text = "".join(traceback.format_exception_only(type(exc), exc))
        _die(EXIT_SNIPPET_RAISED, "the snippet does not compile\n" + text.rstrip("\n"))
    return code, source.splitlines()


def _open_out(path):
    """Create out.csv before arming: exclusive (refuse an existing file or a
    planted symlink, E57), never following a symlink, close-on-exec."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
    try:
        fd = os.open(path, flags, 0o644)
    except OSError as exc:
        _die(EXIT_USAGE, f"cannot create the output file: {exc.strerror}")
    st = os.fstat(fd)
    return fd, (st.st_dev, st.st_ino)


def _make_runner(code, source_lines, out_fd, out_identity, guard_enabled):
    """Build the closures that arm the guard, run the snippet and decide the
    verdict. Every name they use after exec is a cell bound here (see the
    module docstring); nothing is looked up in globals or builtins then."""
    import _thread
    import builtins
    import gc
    import io
    import posix
    import re
    import signal
    import tempfile
    import threading
    import types

    import pandas as pd

    _BaseException = BaseException
    _Exception = Exception
    _GuardRefusal = GuardRefusal
    _isinstance = isinstance
    _type = type
    _len = len
    _str = str
    _bytes = bytes
    _range = range
    _tuple = tuple
    _set = set
    _exec = exec
    _setrecursionlimit = sys.setrecursionlimit
    _recursion_limit = max(sys.getrecursionlimit(), 1000)
    _str_encode = str.encode
    _str_join = str.join
    _str_startswith = str.startswith
    _list_append = list.append
    _os_write = os.write
    _os_pwrite = os.pwrite
    _os_fstat = os.fstat
    _os_close = os.close
    _os_exit = os._exit
    _get_ident = _thread.get_ident
    _gc_collect = gc.collect
    _gc_disable = gc.disable
    _sigmask = signal.pthread_sigmask
    _SIG_BLOCK = signal.SIG_BLOCK
    _all_signals = signal.valid_signals()
    _DataFrame = pd.DataFrame
    _MultiIndex = pd.MultiIndex
    _RangeIndex = pd.RangeIndex
    _to_csv = pd.DataFrame.to_csv
    _reset_index = pd.DataFrame.reset_index
    _StringIO = io.StringIO
    _StringIO_getvalue = io.StringIO.getvalue
    _sys_stdout = sys.stdout
    _sys_stderr = sys.stderr
    _addaudithook = sys.addaudithook
    _sys_audit = sys.audit
    _os_mod = os
    _posix = posix
    _thread_mod = _thread
    _threading = threading
    _signal_mod = signal
    _posixsubprocess_mod = sys.modules.get("_posixsubprocess")
    _subprocess_mod = sys.modules.get("subprocess")
    _TracebackType = types.TracebackType
    # The real getter, whatever a snippet exception class overrides.
    _exc_traceback = BaseException.__dict__["__traceback__"].__get__
    _refused = REFUSED_EVENTS
    _prefixes = REFUSED_PREFIXES
    _frame_attrs = FRAME_ATTRIBUTES
    _allowed_getattr = ALLOWED_GETATTR
    _allowed = ALLOWED_EVENTS
    _allowed_setattr = ALLOWED_SETATTR
    _main_ident = _get_ident()
    # scipy's qhull wrapper (ConvexHull, Delaunay, Voronoi, griddata) makes a
    # message file per call: mkstemp(prefix=b"scipy-") in the temp dir, the
    # os.open of that exact path, then os.remove of it. Only that sequence,
    # for names tempfile itself generates, is let through.
    _tmp_prefix = None
    if tempfile.tempdir is not None:
        _tmp_prefix = os.fsencode(os.path.join(tempfile.tempdir, "scipy-"))
    _tmp_name = re.compile(rb"[a-z0-9_]{8}").fullmatch
    _tmp_pending = {}
    _lines = _tuple(source_lines)
    _builtins = builtins
    _EXIT_OK = EXIT_OK
    _EXIT_RAISED = EXIT_SNIPPET_RAISED
    _EXIT_NO_DF = EXIT_NO_DF
    _EXIT_NOT_DF = EXIT_NOT_DATAFRAME
    _EXIT_MULTI = EXIT_MULTIINDEX_COLUMNS
    _EXIT_CAPS = EXIT_OVER_CAPS
    _EXIT_FRAME = EXIT_FRAME
    _EXIT_PROCESS = EXIT_PROCESS
    _EXIT_OTHER = EXIT_OTHER_EVENT
    _MAX_ROWS = MAX_ROWS
    _MAX_COLUMNS = MAX_COLUMNS
    _MAX_CSV_BYTES = MAX_CSV_BYTES

    # The harness-private record: [first refusal code, its event name].
    # Reachable only through this function's cells; the hook and the closures
    # holding it are referenced from C (the audit hook list) and from this
    # frame's locals, which the snippet cannot reach (frames, gc refused).
    refusal = [0, ""]
    # [paused on the main thread, the exec still allowed once]
    control = [False, code]
    # The tamper check (check_hooks): an event only the harness raises, with an object only the
    # harness holds; the hook marks it seen.
    _check_event = "anyplot.harness.hook_check"
    _check_token = object()
    hook_seen = [False]

    def record(code_, event):
        if refusal[0] == 0:
            refusal[0] = code_
            refusal[1] = event
        return _GuardRefusal(code_, event)

    def classify(event, args):
        if event in _allowed:
            return 0
        if event == _check_event:
            if _len(args) > 0 and args[0] is _check_token:
                hook_seen[0] = True
                return 0
            return _EXIT_OTHER
        if event == "exec":
            # Exactly one exec: the harness running the compiled snippet.
            if control[1] is not None and _len(args) > 0 and args[0] is control[1]:
                control[1] = None
                return 0
            return _EXIT_OTHER
        if event == "object.__getattr__":
            name = args[1] if _len(args) > 1 else None
            if _type(name) is _str and name in _allowed_getattr:
                return 0
            return _EXIT_FRAME
        if event == "object.__setattr__" or event == "object.__delattr__":
            name = args[1] if _len(args) > 1 else None
            if _type(name) is _str and name == "__code__":
                return _EXIT_FRAME
            if event == "object.__setattr__" and _type(name) is _str and name in _allowed_setattr:
                return 0
            return _EXIT_OTHER
        if event == "tempfile.mkstemp" or event == "open" or event == "os.remove":
            path = args[0] if _len(args) > 0 else None
            # Exact bytes only: a subclass could run code in __eq__/__hash__.
            if _type(path) is _bytes and _tmp_prefix is not None:
                if event == "tempfile.mkstemp":
                    n = _len(_tmp_prefix)
                    if (_len(path) == n + 8 and path[:n] == _tmp_prefix
                            and _tmp_name(path[n:]) is not None):
                        _tmp_pending[path] = 1
                        return 0
                elif event == "open" and _tmp_pending.get(path) == 1:
                    _tmp_pending[path] = 2
                    return 0
                elif event == "os.remove" and _tmp_pending.get(path) == 2:
                    del _tmp_pending[path]
                    return 0
        code_ = _refused.get(event)
        if code_ is not None:
            return code_
        for prefix, code_ in _prefixes:
            if _str_startswith(event, prefix):
                return code_
        return _EXIT_OTHER

    def hook(event, args):
        # Paused only for the main thread while the harness itself walks a
        # traceback; a snippet thread (should one exist) stays guarded.
        if control[0] and _get_ident() == _main_ident:
            return
        code_ = classify(event, args)
        if code_:
            raise record(code_, event)

    def refusing(what):
        def refused_call(*args, **kwargs):
            raise record(_EXIT_PROCESS, what)
        return refused_call

    def install_refusing_replacements():
        # No audit event exists for these in 3.11: os._exit would let the
        # snippet pick the exit code (and skip the verdict), and threads would
        # run while the harness pauses the guard for its own traceback walk.
        _os_mod._exit = refusing("os._exit")
        _posix._exit = refusing("os._exit")
        _thread_mod.start_new_thread = refusing("_thread.start_new_thread")
        _thread_mod.start_new = refusing("_thread.start_new_thread")
        _threading._start_new_thread = refusing("_thread.start_new_thread")
        # Found by tests/security: no audit event either. fork_exec is what subprocess uses
        # under its audited Popen; pidfds signal other processes; memfd makes anonymous files.
        # (The kernel stops all four anyway: seccomp kills fork/exec, pidfd_* and memfd_create.)
        if _posixsubprocess_mod is not None:
            _posixsubprocess_mod.fork_exec = refusing("_posixsubprocess.fork_exec")
        if _subprocess_mod is not None:
            _subprocess_mod._fork_exec = refusing("_posixsubprocess.fork_exec")
        _os_mod.pidfd_open = refusing("os.pidfd_open")
        _posix.pidfd_open = refusing("os.pidfd_open")
        _signal_mod.pidfd_send_signal = refusing("signal.pidfd_send_signal")
        _os_mod.memfd_create = refusing("os.memfd_create")
        _posix.memfd_create = refusing("os.memfd_create")

    def err(text):
        data = _str_encode(text, "utf-8", "replace")
        try:
            while data:
                data = data[_os_write(2, data):]
        except _BaseException:
            pass

    def quiesce():
        # After the snippet (signals are blocked already): no finalizer or
        # cyclic collection may run snippet code unguarded later (E19).
        try:
            _gc_collect()  # finalizers of snippet garbage run now, guarded
        except _BaseException:
            pass
        _gc_disable()

    def exit_now(code_):
        for stream in (_sys_stdout, _sys_stderr):
            try:
                stream.flush()
            except _BaseException:
                pass
        # No atexit, no __del__, no weakref.finalize after the verdict.
        _os_exit(code_)

    def snippet_frames(tb):
        """(lineno, name) of the snippet's frames. The frame attributes are
        refused by the guard, so it is paused for the main thread only, with
        signals blocked and gc off: plain C attribute reads, no snippet code."""
        out = []
        control[0] = True
        try:
            # Only real traceback objects: anything else could run code.
            while _type(tb) is _TracebackType:
                co = tb.tb_frame.f_code
                if co.co_filename == "snippet.py":
                    _list_append(out, (tb.tb_lineno, co.co_name))
                tb = tb.tb_next
        except _BaseException:
            pass
        control[0] = False
        return out

    def describe(exc):
        # Runs guarded: str() of a snippet exception is snippet code.
        try:
            name = _type(exc).__name__
            if _type(name) is not _str:
                name = "Exception"
        except _BaseException:
            name = "Exception"
        try:
            message = _str(exc)
            if _type(message) is not _str:
                message = ""
        except _BaseException:
            message = "<unprintable>"
        if _len(message) > 1000:
            message = message[:1000] + "..."
        return name, message

    def print_traceback(exc):
        frames = snippet_frames(_exc_traceback(exc))
        name, message = describe(exc)
        parts = ["Traceback (most recent call last):\n"]
        for lineno, func in frames:
            _list_append(parts, '  File "snippet.py", line ' + _str(lineno) + ", in " + func + "\n")
            if 0 < lineno <= _len(_lines):
                _list_append(parts, "    " + _lines[lineno - 1].strip() + "\n")
        _list_append(parts, name + (": " + message if message else "") + "\n")
        err(_str_join("", parts))

    def check_hooks():
        """Tampering made evident: the interpreter's audit-hook list lives at a fixed address in
        this non-PIE binary, and one raw-memory write (numpy __array_interface__, no event)
        empties it, or a write to the hook's cells pauses it. After the snippet the harness
        raises its own event; a guard that does not see it was tampered with: refused (28)."""
        if not guard_enabled:
            return
        hook_seen[0] = False
        try:
            _sys_audit(_check_event, _check_token)
        except _BaseException:
            pass
        if not hook_seen[0]:
            record(_EXIT_OTHER, "audit hook list tampered with")

    def check_refusal():
        if refusal[0]:
            err("anyplot-harness: guard refused " + refusal[1] + " (exit " + _str(refusal[0]) + ")\n")
            exit_now(refusal[0])

    def default_index(index):
        return (_type(index) is _RangeIndex and index.start == 0 and index.step == 1)

    def index_names(df):
        taken = _set(_str(c) for c in df.columns)
        names = []
        levels = df.index.names
        for i in _range(_len(levels)):
            base = levels[i]
            if base is None:
                base = "index" if _len(levels) == 1 else "level_" + _str(i)
            base = _str(base)
            name, n = base, 1
            while name in taken:
                name = base + "_" + _str(n)
                n += 1
            taken.add(name)
            _list_append(names, name)
        return names

    def collect(g):
        """df -> (exit code, CSV bytes). Runs guarded: pandas code the snippet
        may have monkeypatched only shapes its own table; the byte cap and the
        exit code are decided here on values the harness computes itself."""
        if "df" not in g:
            return _EXIT_NO_DF, None
        df = g["df"]
        if not _isinstance(df, _DataFrame):
            return _EXIT_NOT_DF, None
        if _isinstance(df.columns, _MultiIndex):
            return _EXIT_MULTI, None
        if _len(df.index) > _MAX_ROWS:
            return _EXIT_CAPS, None
        if not default_index(df.index):
            df = _reset_index(df, names=index_names(df))
        df = df.copy()
        df.columns = [_str(c) for c in df.columns]
        if _len(df.columns) > _MAX_COLUMNS:
            return _EXIT_CAPS, None
        buf = _StringIO()
        _to_csv(df, buf, index=False, lineterminator="\n", encoding="utf-8")
        text = _StringIO_getvalue(buf)
        if _type(text) is not _str:
            return _EXIT_RAISED, None
        data = _str_encode(text, "utf-8", "strict")
        if _len(data) > _MAX_CSV_BYTES:
            return _EXIT_CAPS, None
        return _EXIT_OK, data

    def write_out(data):
        st = _os_fstat(out_fd)
        # The snippet can os.write/dup2 onto any fd number without an audit
        # event: the file must still be the one created, and still empty.
        if (st.st_dev, st.st_ino) != out_identity or st.st_size != 0:
            err("anyplot-harness: out.csv was tampered with\n")
            return _EXIT_OTHER
        offset = 0
        while offset < _len(data):
            offset += _os_pwrite(out_fd, data[offset:], offset)
        _os_close(out_fd)
        return _EXIT_OK

    def verdict(raised, g):
        """Never returns: every path ends in exit_now."""
        quiesce()
        check_hooks()
        if raised is not None:
            print_traceback(raised)
            check_refusal()
            exit_now(_EXIT_RAISED)
        check_refusal()
        result, data = collect(g)
        check_refusal()
        if result != _EXIT_OK:
            exit_now(result)
        result = write_out(data)
        check_refusal()
        exit_now(result)

    def run():
        g = {"__name__": "__main__", "__builtins__": _builtins}
        raised = None
        try:
            try:
                if guard_enabled:
                    install_refusing_replacements()
                    _addaudithook(hook)
                _exec(code, g)
            except _BaseException as exc:  # SystemExit and KeyboardInterrupt too
                raised = exc
            # Plain C calls before any Python frame: the snippet may have left
            # a pending signal whose handler raises SystemExit(0), or a
            # recursion limit too low for the harness's own calls.
            _sigmask(_SIG_BLOCK, _all_signals)
            _setrecursionlimit(_recursion_limit)
            verdict(raised, g)
        except _BaseException as exc:
            _sigmask(_SIG_BLOCK, _all_signals)
            _setrecursionlimit(_recursion_limit)
            check_hooks()
            check_refusal()
            try:
                name, message = describe(exc)
                err("anyplot-harness: collecting df failed: " + name + ": " + message + "\n")
            except _BaseException:
                pass
            exit_now(_EXIT_RAISED)
        finally:
            # Whatever happened above, the process never leaves run() alive
            # (an interpreter exit would run the snippet's atexit handlers).
            _os_exit(_EXIT_RAISED)

    return run, hook


def _prepare(timings):
    """Everything before the snippet is read: imports, time zones, runtime
    tweaks, warm-up. measure_events.py calls this too, so what it measures
    is what the harness runs."""
    import time

    loaded = _preload(timings)
    t0 = time.perf_counter()
    _configure_runtime(loaded["numpy"], loaded["pandas"])
    warm_failures = _warm_up(loaded["numpy"], loaded["pandas"])
    timings["warm_up"] = time.perf_counter() - t0
    return loaded, warm_failures


def _load_protocol():
    """The daemon <-> zygote protocol, defined once in zygote_protocol.json next to this file
    (renderer/zygote/protocol.hpp reads the same file)."""
    import json

    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "zygote_protocol.json")
    try:
        with open(path, "rb") as fh:
            spec = json.load(fh)
        messages, tokens = spec["messages"], spec["tokens"]
        for kind, fields in (("spawn", {"id", "uid", "guard", "tree"}), ("ready", set()),
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
    import gc
    import select
    import signal
    import socket

    protocol = _load_protocol()
    policy = _read_policy(opts["seccomp_fd"]) if opts["seccomp_fd"] is not None else None
    lib = _lockdown_library()
    timings = {}
    loaded, warm_failures = _prepare(timings)
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
    children = {}
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
        while children:
            try:
                pid, status, usage = os.wait4(-1, os.WNOHANG)
            except ChildProcessError:
                break
            if pid == 0:
                break
            job = children.pop(pid, None)
            if job is not None:
                cpu_us = int((usage.ru_utime + usage.ru_stime) * 1e6)
                control.send(_encode(protocol, "exited", id=job, wait_status=status, cpu_us=cpu_us))
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
        pid = os.fork()
        if pid == 0:
            _standby(protocol, fields, named, (control, wake_r, wake_w), policy, lib, loaded)
        for fd in fds:
            os.close(fd)
        children[pid] = fields["id"]
        control.send(_encode(protocol, "spawned", id=fields["id"], pid=pid))


def _standby(protocol, fields, fds, zygote_fds, policy, lib, loaded):
    """One standby child: placed in its cgroup by the daemon, pre-faults by running the trusted
    warm-up again, locks itself down (the run's tmpfs at /work in a mount namespace of its own,
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
        _warm_up(loaded["numpy"], loaded["pandas"])
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
