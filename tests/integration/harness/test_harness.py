"""Integration tests of renderer/harness/harness.py (data mode).

Run from the repository root:

    /usr/bin/python3 tests/integration/harness/test_harness.py -v

Each case makes a temp directory holding a canary file and a fresh run dir,
writes snippet.py, runs the harness as a subprocess the way the daemon does
(cwd = run dir, stdin /dev/null, a minimal environment, a timeout) and checks
the exit code and out.csv. Independent cases of one test run concurrently
(one harness start costs ~1.5 s of mostly import time).
"""

import concurrent.futures
import csv
import dis
import io
import os
import secrets
import shutil
import subprocess
import sys

# Importing harness.py/corpus.py must not leave __pycache__ in the source tree.
sys.dont_write_bytecode = True
import tempfile
import textwrap
import types
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
HARNESS = os.path.join(ROOT, "renderer", "harness", "harness.py")
PYTHON = "/usr/bin/python3"
TIMEOUT_S = 90
JOBS = max(2, min(4, os.cpu_count() or 2))

sys.path.insert(0, HERE)
import corpus  # noqa: E402

sys.path.insert(0, os.path.join(ROOT, "tests", "support"))
from audit_hooks import audit_hooks_address  # noqa: E402


class Result:
    def __init__(self, code, stdout, stderr, out, canary_text):
        self.code = code
        self.stdout = stdout
        self.stderr = stderr
        self.out = out  # bytes of out.csv, or None when absent
        self.canary_text = canary_text

    def rows(self):
        return list(csv.reader(io.StringIO(self.out.decode("utf-8"))))

    def leaked(self):
        blob = self.stdout + self.stderr + (self.out or b"")
        return self.canary_text.encode() in blob

    def __repr__(self):
        return (f"exit={self.code}\nstdout={self.stdout[-1500:]!r}\n"
                f"stderr={self.stderr[-1500:]!r}\nout={(self.out or b'')[:300]!r}")


def base_env(**extra):
    env = {
        "PATH": "/usr/bin:/bin",
        "LANG": "C.UTF-8",
        "OPENBLAS_NUM_THREADS": "1",
        "OMP_NUM_THREADS": "1",
        "MKL_NUM_THREADS": "1",
        "ANYPLOT_RLIMIT_AS_MB": "1024",
        "ANYPLOT_RLIMIT_NPROC": "64",
        "ANYPLOT_RLIMIT_CPU_S": "35",
        "ANYPLOT_RLIMIT_FSIZE_MB": "64",
        "ANYPLOT_RLIMIT_NOFILE": "64",
    }
    env.update(extra)
    return env


def run(source, args=None, env=None, user=None, before=None, extra_args=()):
    """Run the harness on `source`. {CANARY} in the source names a file
    outside the run dir whose text must never leak."""
    top = tempfile.mkdtemp(prefix="anyplot-harness-test-")
    try:
        canary_text = "CANARY-" + secrets.token_hex(8)
        canary = os.path.join(top, "canary.txt")
        with open(canary, "w") as fh:
            fh.write(f"secret,{canary_text}\n1,2\n")
        rundir = os.path.join(top, "run")
        os.mkdir(rundir)
        with open(os.path.join(rundir, "snippet.py"), "w", encoding="utf-8") as fh:
            fh.write(textwrap.dedent(source).replace("{CANARY}", canary))
        if user is not None:
            os.chmod(top, 0o755)
            os.chown(rundir, user, user)
            os.chown(os.path.join(rundir, "snippet.py"), user, user)
        if before is not None:
            before(rundir)
        cmd = [PYTHON, "-I", HARNESS]
        cmd += ["--data", "snippet.py", "--out", "out.csv"] if args is None else list(args)
        cmd += list(extra_args)
        env = base_env(HOME=rundir, **(env or {}))
        proc = subprocess.run(cmd, cwd=rundir, stdin=subprocess.DEVNULL, capture_output=True,
                              env=env, timeout=TIMEOUT_S, user=user, check=False)
        out_path = os.path.join(rundir, "out.csv")
        out = None
        if os.path.lexists(out_path) and not os.path.islink(out_path):
            with open(out_path, "rb") as fh:
                out = fh.read()
        return Result(proc.returncode, proc.stdout, proc.stderr, out, canary_text)
    finally:
        shutil.rmtree(top, ignore_errors=True)


def run_all(cases):
    """cases: {name: kwargs for run()} -> {name: Result}, concurrently."""
    with concurrent.futures.ThreadPoolExecutor(max_workers=JOBS) as pool:
        futures = {name: pool.submit(run, **kw) for name, kw in cases.items()}
        return {name: f.result() for name, f in futures.items()}


DF_TAIL = """
import pandas as pd
df = pd.DataFrame({"a": [1, 2]})
"""


def swallowed(source):
    """The same attack inside try/except BaseException, then a valid df."""
    body = textwrap.indent(textwrap.dedent(source).strip("\n"), "    ")
    return f"try:\n{body}\nexcept BaseException:\n    pass\n{DF_TAIL}"


# ---------------------------------------------------------------- guard corpus
GUARD_CASES = {
    20: {
        "open_etc_passwd": "print(open('/etc/passwd').read())",
        "open_canary": "print(open('{CANARY}').read())",
        "np_loadtxt": "import numpy as np\nprint(np.loadtxt('{CANARY}', dtype=str, delimiter=','))",
        "np_fromfile": "import numpy as np\nprint(np.fromfile('{CANARY}', dtype='u1').tobytes())",
        "pd_read_csv": "import pandas as pd\nprint(pd.read_csv('{CANARY}'))",
        "pd_read_csv_etc": "import pandas as pd\ndf = pd.read_csv('/etc/passwd', sep=':', header=None)",
        "os_open": "import os\nfd = os.open('{CANARY}', os.O_RDONLY)\nprint(os.read(fd, 100))",
        "pathlib_read": "import pathlib\nprint(pathlib.Path('{CANARY}').read_text())",
        "io_open_code": "import io\nprint(io.open_code('{CANARY}').read())",
        # importlib's Python path raises no "import" event: the module's file
        # read is what the guard sees.
        "importlib": "import importlib\nimportlib.import_module('this')",
        "open_for_write": "open('planted.txt', 'w').write('x')",
        "proc_self_mem": "open('/proc/self/mem', 'r+b')",
        "os_remove": "import os\nos.remove('snippet.py')",
        "os_rename": "import os\nos.rename('snippet.py', 'moved.py')",
        "os_symlink": "import os\nos.symlink('/etc/passwd', 'link')",
        "to_csv_file": "import pandas as pd\npd.DataFrame({'a': [1]}).to_csv('other.csv')",
        "tempfile_default": "import tempfile\ntempfile.mkstemp()",
        "tempfile_elsewhere": "import tempfile\ntempfile.mkstemp(prefix=b'scipy-', dir=b'/var/tmp')",
        "tempfile_traversal": "import tempfile\ntempfile.mkstemp(prefix=b'scipy-/../../x')",
        # The qhull allowance (mkstemp, its own open, remove) is one-shot:
        # reopening the path is an ordinary open.
        "tempfile_reopen": "import tempfile\nfd, p = tempfile.mkstemp(prefix=b'scipy-')\nopen(p)",
    },
    21: {
        "xml_minidom": "import xml.dom.minidom",
        "antigravity": "__import__('antigravity')",
        "numba": "import numba",
        "plotting": "import pandas as pd\npd.DataFrame({'a': [1, 2]}).plot()",
        "url_read": "import pandas as pd\npd.read_csv('http://127.0.0.1:9/x.csv')",
    },
    22: {
        "subprocess": "import subprocess\nsubprocess.run(['id'])",
        "os_system": "import os\nos.system('id')",
        "posix_spawn": "import os\nos.posix_spawn('/bin/true', ['true'], {})",
        "fork": "import os\nif os.fork() == 0:\n    os._exit(0)",
        "execv": "import os\nos.execv('/bin/true', ['true'])",
        "kill": "import os\nos.kill(os.getpid(), 0)",
        "os_exit_zero": "import os\nos._exit(0)",
        "thread": "import threading\nthreading.Thread(target=print).start()",
        "pandas_compat_os": "import pandas as pd\npd.compat.os.system('id')",
        # No audit event exists for these (found by tests/security): refusing stubs.
        "posixsubprocess_fork_exec": "import _posixsubprocess\n_posixsubprocess.fork_exec()",
        "subprocess_fork_exec": "import subprocess\nsubprocess._fork_exec()",
        "pidfd_open": "import os\nos.pidfd_open(os.getpid())",
        "pidfd_send_signal": "import signal\nsignal.pidfd_send_signal(0, 0)",
        "memfd_create": "import os\nos.memfd_create('x')",
    },
    23: {
        "connect": "import socket\nsocket.create_connection(('127.0.0.1', 9), timeout=1)",
        "socket_new": "import socket\nsocket.socket(socket.AF_INET, socket.SOCK_STREAM)",
        "getaddrinfo": "import socket\nsocket.getaddrinfo('localhost', 80)",
    },
    24: {
        "ctypeslib_cdll": "import numpy\nnumpy.ctypeslib.ctypes.CDLL(None).system(b'id')",
        "ctypes_string_at": "import ctypes\nprint(ctypes.string_at(id(1), 8))",
        "ctypes_pythonapi": "import ctypes\nctypes.pythonapi.Py_GetVersion",
        "mmap": "import mmap\nmmap.mmap(-1, 4096)",
    },
    25: {
        "gi_frame_f_globals": """
            def gen():
                yield 1
            g = gen()
            next(g)
            print(g.gi_frame.f_back.f_globals)
        """,
        "gen_f_builtins_open": """
            def gen():
                yield
            g = gen()
            g.gi_frame.f_builtins['open']('{CANARY}').read()
        """,
        "coroutine_cr_frame": """
            async def c():
                pass
            co = c()
            co.cr_frame
        """,
        "tb_frame": """
            try:
                1 / 0
            except ZeroDivisionError as e:
                print(e.__traceback__.tb_frame.f_back.f_globals)
        """,
        "sys_getframe": "import sys\nprint(sys._getframe(0).f_globals)",
        "current_frames": "import sys\nsys._current_frames()",
        "gc_get_objects": "import gc\ngc.get_objects()",
        "gc_get_referrers": "import gc\ngc.get_referrers(print)",
        "code_replace": "def f():\n    pass\nf.__code__.replace(co_consts=(None,))",
        "set_code": "def f():\n    pass\ndef g():\n    return 1\nf.__code__ = g.__code__",
        "function_new": "import types\ndef f():\n    pass\ntypes.FunctionType(f.__code__, {})",
        "settrace": "import sys\nsys.settrace(lambda *a: None)",
        "setprofile": "import sys\nsys.setprofile(lambda *a: None)",
        # eval without the word eval (E33): pandas' scope reads frames first.
        "pandas_query": "import pandas as pd\npd.DataFrame({'a': [1]}).query('a > 0')",
    },
    26: {
        "marshal_loads": "import marshal\nmarshal.loads(b'\\xe9\\x01\\x00\\x00\\x00')",
        "pickle_reduce": """
            import pickle
            payload = b"cos\\nsystem\\n(S'id'\\ntR."
            pickle.loads(payload)
        """,
        "pickle_builtins_open": """
            import pickle
            pickle.loads(b"cbuiltins\\nopen\\n(S'{CANARY}'\\ntR.")
        """,
    },
    27: {
        "listdir_root": "import os\nprint(os.listdir('/'))",
        "scandir": "import os\nprint(list(os.scandir('.')))",
        "walk": "import os\nprint(list(os.walk('/etc')))",
        "pathlib_iterdir": "import pathlib\nprint(list(pathlib.Path('/').iterdir()))",
    },
    28: {
        "exec_string": "exec('x = 1')",
        "eval_string": "eval('1 + 1')",
        "compile": "compile('1', 's', 'eval')",
        "add_audit_hook": "import sys\nsys.addaudithook(lambda *a: None)",
        "raise_rlimit": """
            import resource
            resource.setrlimit(resource.RLIMIT_CPU, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
        """,
        "input": "input()",
        "namedtuple": "import collections\ncollections.namedtuple('P', 'x y')",
    },
}


class GuardTests(unittest.TestCase):
    """Each class of refusal, plain and wrapped in try/except BaseException."""

    def check_class(self, code):
        cases = {}
        for name, src in GUARD_CASES[code].items():
            cases[name] = {"source": textwrap.dedent(src) + "\n" + DF_TAIL}
            cases[name + "/swallowed"] = {"source": swallowed(src)}
        results = run_all(cases)
        for name, res in results.items():
            with self.subTest(case=name):
                self.assertEqual(res.code, code, repr(res))
                self.assertIsNotNone(res.out, "out.csv is created before arming")
                self.assertEqual(res.out, b"", "a refused run writes nothing")
                self.assertFalse(res.leaked(), "canary text leaked")
                self.assertIn(b"anyplot-harness: guard refused", res.stderr)

    def test_20_file_open(self):
        self.check_class(20)

    def test_21_new_import(self):
        self.check_class(21)

    def test_22_process(self):
        self.check_class(22)

    def test_23_socket(self):
        self.check_class(23)

    def test_24_ctypes_native(self):
        self.check_class(24)

    def test_25_frame_code(self):
        self.check_class(25)

    def test_26_marshal_pickle(self):
        self.check_class(26)

    def test_27_directory_probe(self):
        self.check_class(27)

    def test_28_other_event(self):
        self.check_class(28)

    def test_first_refusal_decides(self):
        res = run("""
            try:
                open('/etc/passwd')
            except Exception:
                pass
            import os
            os.listdir('/')
        """)
        self.assertEqual(res.code, 20, repr(res))

    def test_refusal_after_df_in_finalizer(self):
        # A __del__ that runs once the snippet returned (gc.collect in the
        # harness) is still guarded and still fails the run.
        res = run("""
            import pandas as pd
            class Sneaky:
                def __del__(self):
                    try:
                        open('{CANARY}').read()
                    except Exception:
                        pass
            a = Sneaky(); b = Sneaky(); a.other = b; b.other = a
            del a, b
            df = pd.DataFrame({"a": [1]})
        """)
        self.assertEqual(res.code, 20, repr(res))
        self.assertFalse(res.leaked())

    def test_no_guard_switch(self):
        # Test-only switch: without the audit hook the open succeeds (the
        # kernel-layer corpus relies on this to show the kernel alone holds).
        src = "rows = open('{CANARY}').read().splitlines()\n" \
              "import pandas as pd\ndf = pd.DataFrame({'line': rows})\n"
        res = run(src, extra_args=["--no-guard"])
        self.assertEqual(res.code, 0, repr(res))
        self.assertTrue(res.leaked())
        self.assertIn(b"guard=off", res.stdout)


# ------------------------------------------------------------------ successes
class SuccessTests(unittest.TestCase):
    def test_corpus(self):
        results = run_all({name: {"source": src} for name, (src, _) in corpus.SUCCESS.items()})
        for name, res in results.items():
            rows = corpus.SUCCESS[name][1]
            with self.subTest(snippet=name):
                self.assertEqual(res.code, 0, repr(res))
                self.assertNotIn(b"guard refused", res.stderr)
                self.assertTrue(res.out.endswith(b"\n"))
                if rows is not None:
                    self.assertEqual(len(res.rows()) - 1, rows)

    def test_two_rows_exact(self):
        res = run(corpus.SUCCESS["two_rows"][0])
        self.assertEqual(res.code, 0, repr(res))
        self.assertEqual(res.out, b"x,y\n1,3.5\n2,4.5\n")
        self.assertTrue(res.stdout.startswith(b"anyplot-harness: start\n"), res.stdout[:80])

    def test_date_range_time_zone(self):
        res = run("""
            import pandas as pd
            idx = pd.date_range("2024-03-31 00:00", periods=4, freq="H", tz="Europe/Zurich")
            df = pd.DataFrame({"t": idx, "n": range(4)})
            df["ts"] = pd.Timestamp("2024-07-01 12:00", tz="Europe/Zurich").isoformat()
        """)
        self.assertEqual(res.code, 0, repr(res))
        rows = res.rows()
        self.assertEqual(rows[0], ["t", "n", "ts"])
        self.assertEqual(rows[1][0], "2024-03-31 00:00:00+01:00")
        self.assertEqual(rows[3][0], "2024-03-31 03:00:00+02:00")  # DST jump
        self.assertEqual(rows[1][2], "2024-07-01T12:00:00+02:00")

    def test_index_reset(self):
        cases = {
            "named": {"source": """
                import pandas as pd
                df = pd.DataFrame({"v": [1, 2]}, index=pd.Index([10, 20], name="when"))
            """},
            "range_from_one": {"source": """
                import pandas as pd
                df = pd.DataFrame({"v": [1, 2]}, index=pd.RangeIndex(1, 3))
            """},
            "default_kept": {"source": """
                import pandas as pd
                df = pd.DataFrame({"v": [1, 2]})
            """},
            "collision": {"source": """
                import pandas as pd
                df = pd.DataFrame({"index": [1, 2]}, index=["a", "b"])
            """},
            "multiindex_rows": {"source": """
                import pandas as pd
                df = pd.DataFrame({"k": ["a", "a", "b"], "j": [1, 2, 1], "v": [1.0, 2.0, 3.0]})
                df = df.groupby(["k", "j"]).sum()
            """},
            "datetime_index": {"source": """
                import pandas as pd
                df = pd.DataFrame({"v": [1, 2]}, index=pd.date_range("2024-01-01", periods=2))
            """},
        }
        expected = {
            "named": [["when", "v"], ["10", "1"], ["20", "2"]],
            "range_from_one": [["index", "v"], ["1", "1"], ["2", "2"]],
            "default_kept": [["v"], ["1"], ["2"]],
            "collision": [["index_1", "index"], ["a", "1"], ["b", "2"]],
            "multiindex_rows": [["k", "j", "v"], ["a", "1", "1.0"], ["a", "2", "2.0"],
                                ["b", "1", "3.0"]],
            "datetime_index": [["index", "v"], ["2024-01-01", "1"], ["2024-01-02", "2"]],
        }
        for name, res in run_all(cases).items():
            with self.subTest(case=name):
                self.assertEqual(res.code, 0, repr(res))
                self.assertEqual(res.rows(), expected[name])

    def test_unseeded_random_numbers_differ_between_runs(self):
        # The warm-up seeds the module-level generators for its own steps; every run must start
        # from fresh entropy (a "random walk" is a different walk each time).
        source = """
            import random
            import numpy as np
            import pandas as pd
            df = pd.DataFrame({"np": np.random.rand(4), "py": [random.random() for _ in range(4)]})
        """
        first, second = run(source), run(source)
        self.assertEqual(first.code, 0, repr(first))
        self.assertEqual(second.code, 0, repr(second))
        for column in (0, 1):
            self.assertNotEqual([r[column] for r in first.rows()[1:]], [r[column] for r in second.rows()[1:]])

    def test_rehearsal_runs_cleanly(self):
        # A standby child's pre-faulting (rehearsal.py through preload._rehearse) must run the
        # whole program: a step that raised would leave its faults to the job. Run the way the
        # zygote does: everything preloaded and warmed first.
        probe = textwrap.dedent(f"""
            import sys
            sys.dont_write_bytecode = True
            sys.path.insert(0, {os.path.dirname(HARNESS)!r})
            from anyplot_harness.preload import _prepare, _read_rehearsal, _rehearse
            loaded, failures = _prepare({{}})
            assert not failures, failures
            print(_rehearse(_read_rehearsal()))
        """)
        proc = subprocess.run([PYTHON, "-I", "-c", probe], capture_output=True, env=base_env(),
                              timeout=TIMEOUT_S, check=False)
        self.assertEqual(proc.returncode, 0, proc.stderr[-2000:])
        self.assertEqual(proc.stdout.strip(), b"None", proc.stdout[-2000:])

    def test_column_names_as_text(self):
        res = run("""
            import pandas as pd
            df = pd.DataFrame([[1, 2, 3, 4]], columns=[0, 1.5, ("a", "b"), None])
        """)
        self.assertEqual(res.code, 0, repr(res))
        self.assertEqual(res.rows()[0], ["0", "1.5", "('a', 'b')", "None"])

    def test_complex_columns_become_numbers(self):
        # np.fft and friends give complex columns; "(1+2j)" is text to every reader of the CSV.
        res = run("""
            import numpy as np
            import pandas as pd
            z = np.array([1 + 2j, -0.5 - 1j, 3 + 0j])
            df = pd.DataFrame({"t": [0, 1, 2], "z": z, "z.real": [7, 8, 9],
                               "w": np.array([1 + 0j, 2.5 + 0j, np.nan + 0j])})
            df.index = [10, 11, 12]
        """)
        self.assertEqual(res.code, 0, repr(res))
        rows = res.rows()
        # A non-default index is kept as a column; z splits in place, its name taken already
        # by another column; w has no imaginary part and keeps its name.
        self.assertEqual(rows[0], ["index", "t", "z.real_1", "z.imag", "z.real", "w"])
        self.assertEqual(rows[1], ["10", "0", "1.0", "2.0", "7", "1.0"])
        self.assertEqual(rows[2], ["11", "1", "-0.5", "-1.0", "8", "2.5"])
        self.assertEqual(rows[3], ["12", "2", "3.0", "0.0", "9", ""])

    def test_complex_split_counts_against_the_column_cap(self):
        res = run("""
            import numpy as np
            import pandas as pd
            df = pd.DataFrame(np.ones((3, 26)) * (1 + 1j))
        """)
        self.assertEqual(res.code, 13, repr(res))
        self.assertEqual(res.out, b"over_caps columns 52\n")

    def test_rlimits_hard_equals_soft(self):
        res = run("""
            import resource
            import pandas as pd
            names = ["RLIMIT_CPU", "RLIMIT_FSIZE", "RLIMIT_AS", "RLIMIT_NPROC",
                     "RLIMIT_NOFILE", "RLIMIT_CORE"]
            lims = [resource.getrlimit(getattr(resource, n)) for n in names]
            df = pd.DataFrame({"name": names, "soft": [s for s, h in lims],
                               "hard": [h for s, h in lims]})
        """, env={"ANYPLOT_RLIMIT_CPU_S": "30", "ANYPLOT_RLIMIT_NOFILE": "48"})
        self.assertEqual(res.code, 0, repr(res))
        got = {r[0]: (int(r[1]), int(r[2])) for r in res.rows()[1:]}
        mib = 1024 * 1024
        self.assertEqual(got, {
            "RLIMIT_CPU": (30, 30), "RLIMIT_FSIZE": (64 * mib, 64 * mib),
            "RLIMIT_AS": (1024 * mib, 1024 * mib), "RLIMIT_NPROC": (64, 64),
            "RLIMIT_NOFILE": (48, 48), "RLIMIT_CORE": (0, 0)})

    def test_numba_not_preloaded(self):
        res = run("""
            import sys
            import pandas as pd
            df = pd.DataFrame({"numba": ["numba" in sys.modules],
                               "llvmlite": ["llvmlite" in sys.modules]})
        """)
        self.assertEqual(res.code, 0, repr(res))
        self.assertEqual(res.rows()[1], ["False", "False"])

    @unittest.skipUnless(os.geteuid() == 0, "needs root to start the harness as another uid")
    def test_unprivileged_uid(self):
        # As a non-root uid the kernel enforces hard = soft: raising a limit
        # fails even with the guard off, and the normal path still works.
        nobody = 65534
        cases = {
            "ok": {"source": corpus.SUCCESS["two_rows"][0], "user": nobody},
            "raise_no_guard": {"source": """
                import resource
                resource.setrlimit(resource.RLIMIT_CPU, (100, 100))
                import pandas as pd
                df = pd.DataFrame({"a": [1]})
            """, "user": nobody, "extra_args": ["--no-guard"]},
        }
        results = run_all(cases)
        self.assertEqual(results["ok"].code, 0, repr(results["ok"]))
        self.assertEqual(results["raise_no_guard"].code, 1, repr(results["raise_no_guard"]))
        self.assertIn(b"ValueError", results["raise_no_guard"].stderr)


# ----------------------------------------------------------------- exit codes
# What the allowed libraries do for themselves after arming (docs/harness.md, "The libraries' own
# work"), found by library_events.py: each must answer 0 with a table.
LIBRARY_WORK = {
    # scipy._lib._util.MapWrapper imports multiprocessing even for workers=1.
    "differential_evolution": """
        from scipy import optimize
        r = optimize.differential_evolution(lambda x: (x[0] - 1) ** 2, [(-2, 2)], seed=1, maxiter=5)
        df = pd.DataFrame({"x": r.x})
    """,
    "quad_vec": """
        from scipy import integrate
        r = integrate.quad_vec(lambda x: x * np.arange(3.0), 0, 1)
        df = pd.DataFrame({"x": r[0]})
    """,
    "brute": """
        from scipy import optimize
        df = pd.DataFrame({"x": [float(optimize.brute(lambda x: (x[0] - 1) ** 2, [(-2, 2)], Ns=5, finish=None))]})
    """,
    # Sobol reads _sobol_direction_numbers.npz on first use, per dtype (bits <= 32 and above).
    "sobol": """
        from scipy.stats import qmc
        df = pd.DataFrame(qmc.Sobol(d=2, seed=1).random(8))
        df["wide"] = qmc.Sobol(d=1, bits=64, seed=2).random(8)[:, 0]
    """,
    "sobol_through_qmc_quad_helpers": """
        from scipy.stats import qmc
        s = qmc.scale(qmc.Sobol(d=3, scramble=False).random_base2(3), [0, 0, 0], [1, 2, 3])
        df = pd.DataFrame(s)
    """,
    # An in-tree submodule imported on first use.
    "fractional_matrix_power": """
        from scipy import linalg
        df = pd.DataFrame(linalg.fractional_matrix_power(np.eye(2) * 4.0, 0.5))
    """,
    # pandas imports numpy.ma.mrecords inside DataFrame(...) whenever it is given a masked array
    # (policy.LIBRARY_LAZY_MODULES; test_lazy_imports.py finds every such import).
    "masked_array_frame": """
        m = np.ma.masked_invalid(np.array([1.0, np.nan, 3.0]))
        df = pd.DataFrame(m, columns=["x"])
    """,
    # pandas' convert_dtypes evaluates typing.Type["DataFrame"] (a ForwardRef compile) on first use.
    "convert_dtypes": """
        df = pd.DataFrame({"a": [1, 2, None], "b": ["x", "y", "z"]}).convert_dtypes()
    """,
    "csr_to_bsr": """
        from scipy import sparse
        df = pd.DataFrame(sparse.csr_matrix(np.eye(4)).tobsr().toarray())
    """,
    # A public scipy submodule scipy.stats itself does not import.
    "stats_sampling": """
        from scipy.stats import sampling
        df = pd.DataFrame({"a": [sampling.__name__]})
    """,
    # scipy's LowLevelCallable probes for cffi once.
    "ellip_harm_2": """
        from scipy import special
        df = pd.DataFrame({"e": [special.ellip_harm_2(5, 8, 1, 1, 2.5)]})
    """,
    "dataclasses": """
        from dataclasses import dataclass, field, asdict, replace
        @dataclass(frozen=True, order=True)
        class P:
            x: float
            y: float = 0.0
        @dataclass
        class Config:
            \"\"\"Has a docstring: no __doc__ write.\"\"\"
            n: int = 3
            items: list = field(default_factory=list)
        ps = sorted([P(2.0), P(1.0, 3.0)])
        df = pd.DataFrame([asdict(p) for p in ps])
        df["repr"] = [repr(p) for p in ps]
        df["same"] = [hash(replace(ps[0], x=5.0)) == hash(P(5.0, 3.0)), Config() == Config(3, [])]
    """,
    # collections.namedtuple called by the libraries themselves.
    "anderson": """
        from scipy import stats
        r = stats.anderson(np.linspace(-2.0, 2.0, 50))
        df = pd.DataFrame({"statistic": [r.statistic], "first_critical": [r.critical_values[0]]})
    """,
    "itertuples": """
        t = pd.DataFrame({"a": [1, 2], "b": [3.0, 4.0], "not an identifier": [5, 6]})
        df = pd.DataFrame([tuple(row) for row in t.itertuples()])
    """,
    # ast.literal_eval (to an AST only) called by numpy for a repeat count.
    "dtype_comma_string": """
        dt = np.dtype("(2,3)f8, i4")
        df = pd.DataFrame({"itemsize": [dt.itemsize], "fields": [len(dt.names)]})
    """,
    "warnings_lru_cache_typing": """
        import functools
        import warnings
        from typing import Dict, List, Optional
        @functools.lru_cache(maxsize=None)
        def fib(n: int) -> int:
            return n if n < 2 else fib(n - 1) + fib(n - 2)
        def ints(x: List[int], y: Optional[Dict[str, float]] = None) -> List[int]:
            return list(x)
        with warnings.catch_warnings():
            warnings.filterwarnings("ignore", category=RuntimeWarning)
            v = np.log(np.array([0.0, 1.0]))
        warnings.simplefilter("ignore")
        df = pd.DataFrame({"fib": [fib(20), fib(10)], "v": v, "i": ints([1, 2])})
    """,
}
LIBRARY_PRELUDE = "import numpy as np\nimport pandas as pd\n"

# The doors next to those: the same work done by the snippet itself, or through a library call
# into what stays refused. -> expected exit code.
LIBRARY_ATTACKS = {
    # The direction numbers were primed, not opened to the snippet: its own read is an open.
    "sobol_file_open": (20, """
        import scipy.stats
        open(scipy.stats.__path__[0] + "/_sobol_direction_numbers.npz", "rb").read()
    """),
    "sobol_file_np_load": (20, """
        import scipy.stats
        np.load(scipy.stats.__path__[0] + "/_sobol_direction_numbers.npz")
    """),
    "sobol_file_write": (20, """
        import scipy.stats
        open(scipy.stats.__path__[0] + "/_sobol_direction_numbers.npz", "r+b")
    """),
    "library_file_dotdot": (20, """
        import scipy.stats
        open(scipy.stats.__path__[0] + "/../../../../../etc/passwd").read()
    """),
    # multiprocessing's package is loaded for MapWrapper; its pool (processes) is not.
    "differential_evolution_workers": (21, """
        from scipy import optimize
        optimize.differential_evolution(lambda x: x[0] ** 2, [(-1, 1)], maxiter=2, workers=2)
    """),
    "multiprocessing_process": (21, """
        import multiprocessing
        multiprocessing.Process(target=print).start()
    """),
    "multiprocessing_pool_import": (21, "import multiprocessing.pool"),
    # dataclasses' generated code is allowed only from dataclass() itself, unmodified.
    # namedtuple and literal_eval are allowed only when a library frame asks, unmodified.
    "namedtuple_from_snippet": (28, """
        import collections
        collections.namedtuple("P", "x y")
    """),
    "literal_eval_from_snippet": (28, """
        import ast
        ast.literal_eval("1")
    """),
    "namedtuple_patched_helper": (28, """
        import collections
        from scipy import stats
        collections._iskeyword = lambda name: False
        stats.anderson(np.linspace(-2.0, 2.0, 50))
    """),
    "namedtuple_patched_intern": (28, """
        import sys
        from scipy import stats
        sys.intern = lambda name: name
        stats.anderson(np.linspace(-2.0, 2.0, 50))
    """),
    "dataclasses_create_fn": (28, """
        import dataclasses
        dataclasses._create_fn("f", ["x"], ["return x"])
    """),
    "dataclasses_process_class": (28, """
        import dataclasses
        class P:
            x: int
        dataclasses._process_class(P, True, True, True, False, False, False, False, False, False, False)
    """),
    "dataclasses_patched_helper": (28, """
        import dataclasses
        dataclasses._init_param = lambda f: "x=print(1)"
        @dataclasses.dataclass
        class P:
            x: int
    """),
    "dataclasses_field_name_is_code": (28, """
        import dataclasses
        class P:
            __annotations__ = {"x=print(1)": int}
        dataclasses.dataclass(P)
    """),
    "dataclasses_field_name_subclass": (28, """
        import dataclasses
        class S(str):
            def __repr__(self):
                return "print(1)"
        class P:
            __annotations__ = {S("x"): int}
        dataclasses.dataclass(frozen=True)(P)
    """),
    "dataclasses_patched_builtin": (28, """
        import builtins
        import dataclasses
        builtins.repr = lambda o: "print(1)"
        @dataclasses.dataclass(frozen=True)
        class P:
            x: int
    """),
    "dataclasses_patched_field_class": (28, """
        import dataclasses
        dataclasses.Field.name = property(lambda self: "print(1)", lambda self, value: None)
        @dataclasses.dataclass
        class P:
            x: int
    """),
}


class LibraryWorkTests(unittest.TestCase):
    def test_libraries_own_work_runs(self):
        results = run_all({name: {"source": LIBRARY_PRELUDE + textwrap.dedent(src)}
                           for name, src in LIBRARY_WORK.items()})
        for name, res in results.items():
            with self.subTest(case=name):
                self.assertEqual(res.code, 0, repr(res))
                self.assertNotIn(b"guard refused", res.stderr)
                self.assertGreaterEqual(len(res.rows()), 2)

    def test_doors_stay_shut(self):
        cases = {}
        for name, (_code, src) in LIBRARY_ATTACKS.items():
            body = LIBRARY_PRELUDE + textwrap.dedent(src)
            cases[name] = {"source": body + DF_TAIL}
            cases[name + "/swallowed"] = {"source": LIBRARY_PRELUDE + swallowed(src)}
        results = run_all(cases)
        for name, res in results.items():
            with self.subTest(case=name):
                self.assertEqual(res.code, LIBRARY_ATTACKS[name.split("/")[0]][0], repr(res))
                self.assertEqual(res.out, b"")

    def test_process_machinery_not_preloaded(self):
        sys.path.insert(0, os.path.dirname(HARNESS))
        try:
            from anyplot_harness.policy import NEVER_PRELOADED
        finally:
            sys.path.pop(0)
        res = run("import sys\nimport pandas as pd\n"
                  f"df = pd.DataFrame({{'m': {list(NEVER_PRELOADED)!r}}})\n"
                  "df['loaded'] = [m in sys.modules for m in df['m']]\n")
        self.assertEqual(res.code, 0, repr(res))
        loaded = [row for row in res.rows()[1:] if row[1] != "False"]
        self.assertEqual(loaded, [])


class ExitCodeTests(unittest.TestCase):
    def test_1_snippet_raised(self):
        cases = {
            "value_error": "import pandas as pd\nx = 1\nraise ValueError('bad value')\n",
            "syntax_error": "df = (\n",
            "sys_exit_zero": "import sys\nimport pandas as pd\ndf = pd.DataFrame({'a': [1]})\nsys.exit(0)\n",
            "keyboard_interrupt": "raise KeyboardInterrupt\n",
            "base_exception": "raise BaseException('x')\n",
            "exit_builtin": "exit(0)\n",
            "recursion": "def f():\n    return f()\nf()\n",
            "memory": "import numpy as np\na = np.ones((1 << 31,))\n",
            "bad_utf8": None,
        }
        runs = {k: {"source": v} for k, v in cases.items() if v is not None}
        def bad_utf8(d):
            with open(os.path.join(d, "snippet.py"), "wb") as fh:
                fh.write(b"x = '\xff'\n")

        runs["bad_utf8"] = {"source": "", "before": bad_utf8}
        results = run_all(runs)
        for name, res in results.items():
            with self.subTest(case=name):
                self.assertEqual(res.code, 1, repr(res))
                self.assertFalse(res.out, "nothing written on failure")
        err = results["value_error"].stderr.decode()
        self.assertIn('File "snippet.py", line 3, in <module>', err)
        self.assertIn("raise ValueError('bad value')", err)
        self.assertIn("ValueError: bad value", err)
        self.assertNotIn("harness.py", err, "only snippet.py frames are shown")
        self.assertIn(b"SyntaxError", results["syntax_error"].stderr)
        self.assertIn(b"SystemExit", results["sys_exit_zero"].stderr)

    def test_2_usage(self):
        def existing_out(d):
            open(os.path.join(d, "out.csv"), "w").close()

        def symlink_out(d):
            os.symlink("/tmp/anyplot-should-not-exist", os.path.join(d, "out.csv"))

        cases = {
            "no_args": {"source": DF_TAIL, "args": []},
            "unknown_arg": {"source": DF_TAIL, "extra_args": ["--plot"]},
            "missing_out": {"source": DF_TAIL, "args": ["--data", "snippet.py"]},
            "missing_value": {"source": DF_TAIL, "args": ["--out", "out.csv", "--data"]},
            "missing_snippet": {"source": DF_TAIL, "args": ["--data", "nope.py", "--out", "out.csv"]},
            "out_exists": {"source": DF_TAIL, "before": existing_out},
            "out_symlink": {"source": DF_TAIL, "before": symlink_out},
            "bad_env": {"source": DF_TAIL, "env": {"ANYPLOT_RLIMIT_AS_MB": "lots"}},
            "zero_env": {"source": DF_TAIL, "env": {"ANYPLOT_RLIMIT_CPU_S": "0"}},
        }
        for name, res in run_all(cases).items():
            with self.subTest(case=name):
                self.assertEqual(res.code, 2, repr(res))
                self.assertTrue(res.stdout.startswith(b"anyplot-harness: start\n"))
        self.assertFalse(os.path.exists("/tmp/anyplot-should-not-exist"))

    def test_10_11_12(self):
        cases = {
            "no_df": ({"source": "import pandas as pd\ndata = pd.DataFrame({'a': [1]})\n"}, 10),
            "df_in_function": ({"source": "import pandas as pd\ndef f():\n    df = pd.DataFrame()\nf()\n"}, 10),
            "df_list": ({"source": "df = [[1, 2], [3, 4]]\n"}, 11),
            "df_series": ({"source": "import pandas as pd\ndf = pd.Series([1, 2])\n"}, 11),
            "df_ndarray": ({"source": "import numpy as np\ndf = np.zeros((2, 2))\n"}, 11),
            "multiindex_columns": ({"source": """
                import pandas as pd
                cols = pd.MultiIndex.from_tuples([("a", "x"), ("a", "y")])
                df = pd.DataFrame([[1, 2]], columns=cols)
            """}, 12),
        }
        results = run_all({k: v[0] for k, v in cases.items()})
        for name, res in results.items():
            with self.subTest(case=name):
                self.assertEqual(res.code, cases[name][1], repr(res))
                self.assertEqual(res.out, b"")

    def test_13_caps(self):
        # Exit 13 leaves one line in out.csv naming the cap and the harness's own figures
        # (codes.py OVER_CAPS_PREFIX), which the daemon reads (renderer/run/collector.cpp).
        cases = {
            "rows_over": ("import pandas as pd\ndf = pd.DataFrame({'a': range(20001)})\n",
                          b"over_caps rows 20001\n"),
            "columns_over": ("import pandas as pd\ndf = pd.DataFrame([list(range(51))])\n",
                             b"over_caps columns 51\n"),
            "columns_over_after_reset": ("import pandas as pd\n"
                                         "df = pd.DataFrame([list(range(50))], index=['r'])\n",
                                         b"over_caps columns 51\n"),
            # 20,000 rows of two 200-character cells: 402 bytes a row and the 4-byte header.
            "bytes_over": ("import pandas as pd\n"
                           "df = pd.DataFrame({'a': ['x' * 200] * 20000, 'b': ['y' * 200] * 20000})\n",
                           b"over_caps bytes 8040004 20000\n"),
        }
        at_caps = {
            "rows_at": ("import pandas as pd\ndf = pd.DataFrame({'a': range(20000)})\n", 20000),
            "columns_at": ("import pandas as pd\ndf = pd.DataFrame([list(range(50))])\n", 1),
            # The byte cap does not bind before the row cap for 10 float64 columns at full
            # precision, even when every cell is the longest repr pandas writes (24 characters).
            "full_precision_worst": ("import pandas as pd\n"
                                     "df = pd.DataFrame({f'c{i}': [-2.2250738585072014e-308] * 20000"
                                     " for i in range(10)})\n", 20000),
            "full_precision_random": ("import numpy as np, pandas as pd\n"
                                      "rng = np.random.default_rng(1)\n"
                                      "df = pd.DataFrame(rng.standard_normal((20000, 10)) * 1e-5)\n", 20000),
        }
        runs = {k: {"source": v[0]} for k, v in cases.items()}
        runs.update({k: {"source": v[0]} for k, v in at_caps.items()})
        results = run_all(runs)
        for name, (_, record) in cases.items():
            with self.subTest(case=name):
                self.assertEqual(results[name].code, 13, repr(results[name]))
                self.assertEqual(results[name].out, record)
        for name, (_, nrows) in at_caps.items():
            with self.subTest(case=name):
                self.assertEqual(results[name].code, 0, repr(results[name]))
                self.assertEqual(len(results[name].rows()) - 1, nrows)
        worst = results["full_precision_worst"].out
        self.assertIn(b"-2.2250738585072014e-308,", worst)
        self.assertGreater(len(worst), 5_000_000)


# -------------------------------------------------------- verdict integrity
class IntegrityTests(unittest.TestCase):
    def test_after_exit_tricks_cannot_rewrite(self):
        # atexit, __del__ and weakref.finalize would run after the verdict in
        # a normal interpreter exit; the harness leaves through os._exit.
        res = run("""
            import atexit, os, weakref
            import pandas as pd

            def scribble():
                for fd in range(3, 64):
                    try:
                        os.pwrite(fd, b"HACKED,HACKED\\n", 0)
                    except OSError:
                        pass

            class Keep:
                def __del__(self):
                    scribble()

            atexit.register(scribble)
            keeper = Keep()
            holder = Keep()
            weakref.finalize(holder, scribble)
            df = pd.DataFrame({"a": [1, 2]})
        """)
        self.assertEqual(res.code, 0, repr(res))
        self.assertEqual(res.out, b"a\n1\n2\n")

    def test_write_to_out_fd_is_tampering(self):
        cases = {
            "os_write": {"source": """
                import os
                import pandas as pd
                for fd in range(3, 64):
                    try:
                        os.write(fd, b"forged,1\\n")
                    except OSError:
                        pass
                df = pd.DataFrame({"a": [1]})
            """},
            "dup2_stdout": {"source": """
                import os
                import pandas as pd
                for fd in range(3, 64):
                    try:
                        if os.fstat(fd).st_size == 0 and os.fstat(fd).st_mode & 0o170000 == 0o100000:
                            os.dup2(1, fd)
                    except OSError:
                        pass
                df = pd.DataFrame({"a": [1]})
            """},
        }
        for name, res in run_all(cases).items():
            with self.subTest(case=name):
                self.assertEqual(res.code, 28, repr(res))
                self.assertIn(b"tampered", res.stderr)
                self.assertNotEqual(res.out, b"a\n1\n")

    def test_cleared_guard_is_refused(self):
        # The interpreter's audit-hook list pointer sits at a fixed address (/usr/bin/python3.11
        # is not position-independent): one raw-memory write through numpy's
        # __array_interface__ (no audit event) empties it, and the rest of the snippet runs
        # unguarded. The harness must notice after the snippet: exit 28, no table.
        address = audit_hooks_address()
        self.assertNotEqual(address, 0, "the hook list address was not found")
        template = """
            import numpy as np
            import pandas as pd

            class RawView:
                def __init__(self, address, size):
                    self.__array_interface__ = {"data": (address, False), "shape": (size,),
                                                "typestr": "|u1", "version": 3}

            hooks = np.asarray(RawView(ADDRESS, 8)).view(np.uint64)
            assert hooks[0] != 0, "no hook list"
            if CLEAR:
                hooks[0] = 0
                exec("import wave")  # refused by a working guard; unseen by a cleared one
            df = pd.DataFrame({"a": [1]})
        """.replace("ADDRESS", str(address))
        results = run_all({
            "cleared": {"source": template.replace("CLEAR", "True")},
            "untouched": {"source": template.replace("CLEAR", "False")},
        })
        cleared, untouched = results["cleared"], results["untouched"]
        self.assertEqual(cleared.code, 28, repr(cleared))
        self.assertIn(b"audit hook list tampered with", cleared.stderr)
        self.assertFalse(cleared.out)  # out.csv stays empty
        self.assertEqual(untouched.code, 0, repr(untouched))
        self.assertEqual(untouched.out, b"a\n1\n")

    def test_signal_handler_cannot_pick_exit(self):
        # The handler would raise SystemExit(0) while the harness collects df;
        # signals are blocked once the snippet returned.
        res = run("""
            import signal, sys
            import pandas as pd
            signal.signal(signal.SIGALRM, lambda *a: sys.exit(0))
            signal.setitimer(signal.ITIMER_REAL, 0.3)
            df = pd.DataFrame({"a": [1]})
        """)
        self.assertEqual(res.code, 0, repr(res))
        self.assertEqual(res.out, b"a\n1\n")

    def test_poisoned_harness_globals(self):
        # E12: the snippet rewrites the harness modules' globals (every one is in
        # sys.modules) and pandas' serializer; the verdict still comes from values
        # bound before exec.
        res = run("""
            import sys
            import pandas as pd
            for name in ["__main__"] + [m for m in list(sys.modules) if m.startswith("anyplot_harness")]:
                module = sys.modules[name]
                for k in list(vars(module)):
                    if k.startswith(("EXIT", "MAX", "REFUSED", "ALLOWED", "FRAME")):
                        setattr(module, k, 0)
                module.GuardRefusal = None
            pd.DataFrame.to_csv = lambda *a, **k: "forged\\n"
            df = pd.DataFrame({"a": range(30000)})
        """)
        self.assertEqual(res.code, 13, repr(res))
        self.assertEqual(res.out, b"over_caps rows 30000\n")

    def test_policy_tables_rewritten_in_place_change_nothing(self):
        # The hook reads private copies: mutating the module's tables in place
        # (REFUSED_EVENTS["open"] = 0 would mean "allowed") leaves opens refused.
        res = run("""
            import sys
            policy = sys.modules["anyplot_harness.policy"]
            for event in list(policy.REFUSED_EVENTS):
                policy.REFUSED_EVENTS[event] = 0
            policy.REFUSED_EVENTS["open"] = 0
            print(open('{CANARY}').read())
        """)
        self.assertEqual(res.code, 20, repr(res))
        self.assertFalse(res.leaked())

    def test_poisoned_builtins(self):
        # Builtins rewritten after a swallowed refusal: the hook and the
        # verdict use their own references, so the refusal still decides.
        res = run("""
            import builtins
            import pandas as pd
            df = pd.DataFrame({"a": [1]})
            try:
                open('{CANARY}')
            except Exception:
                pass
            builtins.isinstance = lambda *a: True
            builtins.len = lambda *a: 0
            builtins.type = lambda *a: object
            builtins.str = lambda *a: ""
        """)
        self.assertEqual(res.code, 20, repr(res))
        self.assertFalse(res.leaked())

    def test_runner_closures_read_no_globals(self):
        # Static check of the property the harness relies on: after exec the
        # verdict code reads only closure cells, never globals or builtins.
        sys.path.insert(0, os.path.dirname(HARNESS))
        try:
            from anyplot_harness import runner as module
        finally:
            sys.path.pop(0)

        def nested(co):
            for const in co.co_consts:
                if isinstance(const, types.CodeType):
                    yield const
                    yield from nested(const)

        found = [(co.co_name, ins.argval) for co in nested(module._make_runner.__code__)
                 for ins in dis.get_instructions(co)
                 if ins.opname in ("LOAD_GLOBAL", "LOAD_NAME", "STORE_GLOBAL", "DELETE_GLOBAL")]
        self.assertEqual(found, [])


if __name__ == "__main__":
    unittest.main(verbosity=2)
