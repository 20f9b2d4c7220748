"""Which refused audit events the allowed libraries raise for themselves, after the harness's
preload, found by running their own documentation (docs/harness.md, "The libraries' own work").

    /usr/bin/python3 tests/integration/harness/library_events.py [--jobs N] [--details]

Prepares exactly like the harness (anyplot_harness.preload._prepare), then installs a recording
hook (not the guard) and runs the Examples sections of the docstrings of every public function,
class and public method of every module the validator allows (agents/validate/reach_walk.py:
ALLOWED and the scipy roots' public submodules), one shard of modules per fresh interpreter, plus
a list of extra probes (time zones, bit generators, ...). Examples that plot are skipped.

Every "import", "open", "exec", "compile", "marshal.*" and directory event is recorded with the
innermost Python frame that raised it, classed as
  snippet   the example's own code (a "<doctest ...>" frame),
  machinery importlib running an import recorded just before (its file reads, exec, marshal),
  library   a frame under the allowed packages' install directories or the standard library.
The summary counts events by (event, class) and lists every distinct library import (module, the
requesting file) and library open (path, mode). The harness must leave none of the library class
to the guard: each is either preloaded/primed (anyplot_harness.preload) or deliberately refused
(multiprocessing's pool, matplotlib, ...; see docs/harness.md).
"""

import collections
import doctest
import inspect
import io
import json
import os
import signal
import subprocess
import sys
import re
import warnings

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
HARNESS_DIR = os.path.join(ROOT, "renderer", "harness")
VALIDATE_DIR = os.path.join(ROOT, "agents", "validate")
EXAMPLE_TIMEOUT_S = 3.0
# Docstrings of API the DATA profile refuses anyway (the validator's danger table, file and URL
# readers and writers, plotting, eval/query, the test runners): their events are not the class.
REFUSED_API = re.compile(
    r"(lookfor|\.info$|\.source$|show_versions|show_config|show_runtime|DataSource|\.read_|"
    r"\.to_(csv|excel|pickle|parquet|sql|hdf|feather|json|html|latex|xml|stata|markdown|clipboard|"
    r"orc|gbq|string|records)|ExcelWriter|HDFStore|plot|boxplot|\.hist$|\.load$|\.save|savez|fromfile|"
    r"tofile|genfromtxt|loadtxt|savetxt|fromregex|memmap|Styler|\.style|\.eval$|\.query$|"
    r"Tester|numpy\.who|errors\.|\.bmat$)")
RECORDED = ("import", "open", "exec", "compile", "marshal.loads", "marshal.load", "os.listdir",
            "os.scandir", "glob.glob", "sys._getframe", "object.__setattr__", "tempfile.mkstemp",
            "os.remove", "gc.get_referents", "pickle.find_class")
# Extra probes: public API whose docstrings do not show it, or first-use work worth pinning.
PROBES = r'''
import datetime, zoneinfo
import numpy as np, pandas as pd
from scipy import optimize, integrate, stats, special, interpolate, signal
from scipy.stats import qmc
pd.Timestamp("2024-03-31 01:30", tz="US/Eastern"); pd.Timestamp("2024-01-01", tz="dateutil/Asia/Tokyo")
zoneinfo.ZoneInfo("America/New_York"); datetime.datetime(2024, 1, 1, tzinfo=zoneinfo.ZoneInfo("UTC"))
pd.date_range("2024", periods=3, tz="Australia/Sydney").tz_convert("Asia/Kolkata")
pd.to_datetime(["2024-01-01T00:00+02:00"], utc=True); pd.Timestamp.now("Europe/Paris")
for bg in (np.random.PCG64, np.random.PCG64DXSM, np.random.MT19937, np.random.Philox, np.random.SFC64):
    np.random.Generator(bg(1)).random(3)
np.random.SeedSequence(1).spawn(2); np.random.RandomState(1).standard_t(3, 2)
np.polynomial.Chebyshev.fit(np.arange(5.0), np.arange(5.0), 2); np.polynomial.Legendre([1, 2]).roots()
qmc.Sobol(d=2, seed=1).random(8); qmc.Halton(d=2, seed=1).random(8); qmc.LatinHypercube(d=2, seed=1).random(4)
qmc.discrepancy(qmc.Sobol(d=2, seed=1).random(8)); qmc.PoissonDisk(d=2, seed=1).random(4)
stats.qmc.MultivariateNormalQMC([0, 0]).random(4)
optimize.differential_evolution(lambda x: (x[0] - 1) ** 2, [(-2, 2)], seed=1, maxiter=3)
optimize.dual_annealing(lambda x: (x[0] - 1) ** 2, [(-2, 2)], seed=1, maxiter=3)
optimize.shgo(lambda x: (x[0] - 1) ** 2, [(-2, 2)]); optimize.basinhopping(lambda x: (x[0] - 1) ** 2, [0.0], niter=2, seed=1)
optimize.direct(lambda x: (x[0] - 1) ** 2, [(-2, 2)], maxiter=5); optimize.brute(lambda x: (x[0] - 1) ** 2, [(-2, 2)], Ns=5)
integrate.quad_vec(lambda x: x * np.arange(3.0), 0, 1); integrate.qmc_quad(lambda x: x[0], [0], [1])
integrate.nquad(lambda x, y: x * y, [[0, 1], [0, 1]]); integrate.romberg(np.sin, 0, 1)
stats.bootstrap((np.arange(10.0),), np.mean, n_resamples=20, random_state=1)
stats.permutation_test((np.arange(5.0), np.arange(5.0) + 1), lambda x, y: np.mean(x) - np.mean(y), n_resamples=20)
stats.monte_carlo_test(np.arange(10.0), stats.norm.rvs, lambda x: np.mean(x), n_resamples=20)
stats.sampling.NumericalInversePolynomial(stats.norm(), random_state=1).rvs(3)
stats.levy_stable.pdf(0.5, 1.5, 0.0); stats.studentized_range.cdf(1, 3, 10)
special.wofz(1 + 1j); special.spherical_jn(1, 2.0); special.lambertw(1.0)
interpolate.RBFInterpolator(np.eye(3), np.arange(3.0))(np.eye(3))
signal.cwt(np.arange(8.0), signal.ricker, [1, 2]); signal.get_window("hann", 8); signal.windows.dpss(8, 2)
'''


def lib_dirs():
    import numpy
    import pandas
    import scipy

    dirs = {os.path.realpath(os.path.dirname(m.__file__)) for m in (numpy, pandas, scipy)}
    dirs.add(os.path.realpath(os.path.dirname(os.__file__)))  # the standard library
    for name in ("dateutil", "pytz"):
        module = sys.modules.get(name)
        if module is not None:
            dirs.add(os.path.realpath(os.path.dirname(module.__file__)))
    return sorted(dirs)


def allowed_modules():
    sys.path.insert(0, VALIDATE_DIR)
    try:
        import reach_walk
    finally:
        sys.path.pop(0)
    names = list(reach_walk.ALLOWED)
    names += reach_walk.scipy_modules()
    return sorted(set(names))


def examples_of(module_name):
    """(qualified name, [doctest.Example]) of each public object defined in the module."""
    import importlib

    module = importlib.import_module(module_name)
    parser = doctest.DocTestParser()
    seen, out = set(), []

    def add(qual, obj):
        doc = getattr(obj, "__doc__", None)
        if not isinstance(doc, str) or ">>>" not in doc or id(obj) in seen:
            return
        seen.add(id(obj))
        try:
            examples = parser.get_examples(doc)
        except ValueError:
            return
        if examples:
            out.append((qual, examples))

    for attr in sorted(dir(module)):
        if attr.startswith("_"):
            continue
        try:
            obj = getattr(module, attr)
        except Exception:
            continue
        if inspect.ismodule(obj):
            continue
        add(f"{module_name}.{attr}", obj)
        if inspect.isclass(obj):
            for name, member in sorted(vars(obj).items()):
                if not name.startswith("_"):
                    add(f"{module_name}.{attr}.{name}", getattr(member, "__func__", member))
    return out


class Timeout(BaseException):
    pass


def classify_frame(filename, dirs):
    if filename.startswith("<doctest") or filename == "<probe>":
        return "snippet"
    if filename.startswith("<frozen importlib"):
        return "machinery"
    real = os.path.realpath(filename)
    if any(real.startswith(d + os.sep) for d in dirs):
        return "library"
    return "other:" + filename


def child(shard):
    sys.path.insert(0, HARNESS_DIR)
    from anyplot_harness import preload

    loaded, _failures = preload._prepare({})
    _keep = loaded
    dirs = lib_dirs()
    blocks = []
    if shard == "probes":
        lines = [line for line in PROBES.splitlines() if line.strip()]
        blocks.append(("probes", [doctest.Example(line, "") for line in lines]))
    else:
        for name in shard.split(","):
            try:
                blocks += examples_of(name)
            except Exception:
                pass
    records = []
    busy = [True]

    def hook(event, args):
        if busy[0] or event not in RECORDED:
            return
        busy[0] = True
        try:
            frame = sys._getframe(1)
            where = frame.f_code.co_filename
            klass = classify_frame(where, dirs)
            detail = ""
            if event == "import":
                detail = str(args[0])
            elif event == "open":
                detail = f"{args[0]!s} mode={args[1]!s} flags={args[2]!s}"
            elif event in ("exec", "compile"):
                target = args[0]
                detail = getattr(target, "co_filename", None) or (str(args[1]) if len(args) > 1 else "")
            elif event.startswith("object."):
                detail = str(args[1]) if len(args) > 1 else ""
            elif args:
                detail = str(args[0])[:120]
            if klass == "library" and event != "import":
                # the library line that asked: one frame of its own suffices
                pass
            records.append((event, klass, detail[:200], os.path.realpath(where) if klass == "library"
                            else where, current[0]))
        finally:
            busy[0] = False

    def on_alarm(signum, frame):
        raise Timeout()

    signal.signal(signal.SIGALRM, on_alarm)
    current = [""]
    sys.addaudithook(hook)
    warnings.simplefilter("ignore")
    stdout = sys.stdout
    ran = 0
    for qual, examples in blocks:
        if any("matplotlib" in e.source or "plt." in e.source for e in examples):
            continue
        if REFUSED_API.search(qual):
            continue
        current[0] = qual
        globs = {"__name__": "__main__", "np": loaded["numpy"], "pd": loaded["pandas"]}
        for i, example in enumerate(examples):
            sys.stdout = io.StringIO()
            filename = "<probe>" if shard == "probes" else f"<doctest {qual}[{i}]>"
            try:
                code = compile(example.source, filename, "exec")
                signal.setitimer(signal.ITIMER_REAL, EXAMPLE_TIMEOUT_S)
                busy[0] = False
                exec(code, globs)
            except BaseException as exc:  # an example that fails (no plotting, no files) still counts
                if shard == "probes":
                    sys.stderr.write(f"probe failed: {example.source.strip()[:60]}: {exc!r}\n")
            finally:
                busy[0] = True
                signal.setitimer(signal.ITIMER_REAL, 0)
                sys.stdout = stdout
        ran += 1
    sys.stdout.write(json.dumps({"shard": shard, "blocks": ran, "records": records}) + "\n")
    sys.stdout.flush()
    os._exit(0)


def summarize(results, details):
    counts = collections.Counter()
    imports, opens, others = {}, {}, {}
    blocks = 0
    for result in results:
        blocks += result["blocks"]
        last_library_import = False
        for event, klass, detail, where, qual in result["records"]:
            if klass == "machinery" and last_library_import:
                klass = "machinery(library import)"
            if event == "import":
                last_library_import = klass in ("library", "machinery(library import)")
            counts[(event, klass)] += 1
            if klass != "library":
                continue
            key = (detail, where.split("dist-packages/")[-1])
            table = imports if event == "import" else opens if event == "open" else others
            quals = table.setdefault((event,) + key, [])
            if len(quals) < 3 and qual not in quals:
                quals.append(qual)
    print(f"docstring blocks run: {blocks}")
    print("events by class:")
    for (event, klass), n in sorted(counts.items()):
        print(f"  {n:7d}  {event:20s} {klass}")
    for title, table in (("library imports", imports), ("library opens", opens),
                         ("other library events", others)):
        print(f"{title} ({len(table)}):")
        for (event, detail, where), qual in sorted(table.items()):
            extra = f"  <- {', '.join(qual)}" if details else ""
            print(f"  {event:14s} {detail}  [{where}]{extra}")


def main(argv):
    if len(argv) == 2 and argv[0] == "--child":
        child(argv[1])
        return 0
    jobs = 2
    details = "--details" in argv
    if "--jobs" in argv:
        jobs = int(argv[argv.index("--jobs") + 1])
    import concurrent.futures

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        modules = allowed_modules()
    # Shards of modules, one fresh interpreter each: an event shows once per process.
    shards = ["probes"] + [m for m in modules]
    groups = collections.defaultdict(list)
    for m in modules:
        groups[m.split(".")[0] if not m.startswith("scipy.") else ".".join(m.split(".")[:2])].append(m)
    shards = ["probes"] + [",".join(v) for _k, v in sorted(groups.items())]

    def one(shard):
        proc = subprocess.run([sys.executable, "-I", os.path.abspath(__file__), "--child", shard],
                              capture_output=True, check=False, cwd=HERE, timeout=1800)
        for line in proc.stdout.decode("utf-8", "replace").splitlines():
            if line.startswith('{"shard"'):
                return json.loads(line)
        sys.stderr.write(f"shard {shard[:60]} failed: exit {proc.returncode}\n")
        return {"shard": shard, "blocks": 0, "records": []}

    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        results = list(pool.map(one, shards))
    summarize(results, details)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
