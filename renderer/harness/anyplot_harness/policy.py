"""What the audit guard refuses, allows and preloads (the DATA profile), as data.
runner.py binds private copies of these into the hook's closure before the snippet runs: a
snippet that reaches this module (sys.modules) and rewrites a table changes nothing."""

from anyplot_harness.codes import (EXIT_DIRECTORY, EXIT_FILE, EXIT_FRAME, EXIT_IMPORT, EXIT_NATIVE,
                                   EXIT_PROCESS, EXIT_SERIALIZATION, EXIT_SOCKET)

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
# The scipy roots above import their in-tree submodules lazily on first use (scipy.linalg's
# fractional_matrix_power imports _matfuncs_inv_ssq; scipy.stats.sampling is public but not
# imported by scipy.stats): every submodule under them is walked, private ones included, except
# the parts that are not library code (tests, build-time generators, debug backends).
SCIPY_WALK_SKIP = ("tests", "_precompute", "_generate_pyx", "_ctest", "_cytest", "_tstutils",
                   "_debug_backends", "setup", "conftest", "_test")
# Standard-library packages an allowed library imports lazily for its own use, measured with
# tests/integration/harness/library_events.py (docs/harness.md, "The libraries' own work"):
#   multiprocessing - scipy._lib._util.MapWrapper runs `from multiprocessing import Pool` even
#     for workers=1 (differential_evolution, quad_vec, brute, shgo, multiscale_graphcorr).
#     Only the package (context, process, reduction): Pool() still imports multiprocessing.pool
#     and popen_fork, refused new imports, and fork is refused and killed by seccomp anyway.
LIBRARY_STDLIB_MODULES = ("multiprocessing",)
# In-tree modules the allowed libraries' own code imports inside a function, on first use, found
# by the static scan of tests/integration/harness/test_library_first_use.py (every function-level
# import in the numpy/scipy/pandas code the preload leaves loaded):
#   numpy.ma.mrecords     - pandas' DataFrame(...) imports it whenever it is given a masked array
#   scipy.sparse._spfuncs - a CSR matrix's block-size estimate (tocsr().tobsr())
LIBRARY_LAZY_MODULES = ("numpy.ma.mrecords", "scipy.sparse._spfuncs")
# typing subscripts with a string argument that the libraries evaluate at run time, inside a
# function (not an annotation): typing compiles the string into a ForwardRef on first use (a
# "compile" event) and caches the result, so the preload evaluates each once in its module
# (found by the same test file's static scan; pandas' convert_dtypes runs the first).
TYPING_FIRST_USE = (
    ("pandas.core.generic", "Type['DataFrame']"),
    ("pandas.core.tools.datetimes", "Union[list, tuple, ExtensionArray, np.ndarray, 'Series', Index]"),
)
# What that scan finds and the preload leaves out on purpose, by prefix, with the reason: the API
# behind each import is refused by the validator (files, build tools, plotting, test runners) or
# is an optional dependency that is not installed. A lazy import the scan finds in neither list
# fails the test until it is preloaded or listed here.
LAZY_IMPORTS_LEFT_OUT = {
    "numpy.distutils": "build tooling (numpy.distutils, refused: it reaches compilers and files)",
    "distutils": "build tooling (numpy.distutils, refused: it reaches compilers and files)",
    "numpy.array_api": "numpy's test runner (numpy._pytesttester)",
    "numpy.testing": "numpy's test helpers (nose, parameterized, doctests)",
    "doctest": "numpy's test helpers (nose, parameterized, doctests)",
    "pandas.util.testing": "pandas' test helpers",
    "http": "network access (pandas._testing's URL helpers, refused)",
    "urllib": "network access (np.lib.DataSource, pandas' URL readers, refused)",
    "pandas._version": "pd.show_versions (refused: it reads the environment)",
    "optparse": "pd.show_versions (refused: it reads the environment)",
    "pandas.io": "file readers and writers, the clipboard and the Styler (refused: files)",
    "sqlite3": "pandas.io.sql (refused: files)",
    "xml.etree": "pandas.io.xml / to_xml (refused: files)",
    "importlib.metadata": "pandas' plotting backends by entry point (refused: plotting)",
    "yaml": "scipy.show_config's YAML output (refused; and not installed)",
    "pandas.core._numba": "numba (PANDAS_SKIP: an LLVM JIT, not in the DATA profile)",
    "pandas.core.arrays.arrow": "pyarrow, not installed",
}
# ...and must never be in sys.modules after the preload (a test pins it): the machinery that
# starts processes stays a refused new import.
NEVER_PRELOADED = ("numba", "llvmlite", "multiprocessing.pool", "multiprocessing.popen_fork",
                   "multiprocessing.popen_spawn_posix", "multiprocessing.spawn",
                   "multiprocessing.connection", "multiprocessing.synchronize", "cffi")
PANDAS_PACKAGES = ("pandas.core", "pandas.tseries", "pandas.api")
# pandas.core._numba imports numba (an LLVM JIT: arbitrary native code) and
# costs 0.6 s; the DATA profile does not allow numba, and leaving it out of
# sys.modules keeps engine="numba" a refused new import.
PANDAS_SKIP = ("pandas.core._numba",)
# Site helpers that print files (E04: license._Printer__filenames).
SITE_BUILTINS = ("license", "credits", "copyright", "help")

