#!/usr/bin/python3
"""Regenerates the real-world corpus of tests/realworld/corpus/ (docs/validator.md, "Real-world corpus").

    /usr/bin/python3 tests/realworld/make_corpus.py [--jobs N] [--textbook-only]

docs/      one snippet per docstring with Examples of every public function, class and method of
           the numpy, scipy and pandas modules the DATA profile allows (the roots are read from
           agents/validate/reach_walk.py, the expanded allowed set from
           agents/validate/reach_snapshot.txt), adapted mechanically: doctest prompts stripped
           (doctest.DocTestParser), examples doctest itself skips (+SKIP) or that show a traceback
           dropped, plotting dropped (matplotlib, plt., .plot/.hist/.boxplot and every name such a
           line bound), print calls dropped, `import numpy as np` / `import pandas as pd` added
           where the docstring's convention assumed them, and `df =` the last table or array the
           code made (found by running it). Kept only when it runs in /usr/bin/python3 (a forked
           child of a warm interpreter per snippet: empty temporary cwd, 10 s, 2 GiB) and ends with
           a non-empty pandas DataFrame `df`.
textbook/  static programs in the style a chat model answers a person (each names its source in its
           header); only re-checked here: each must run in a fresh /usr/bin/python3 with a no-op
           matplotlib stand-in on PYTHONPATH (the checker's only, never in the corpus) and end with
           a non-empty DataFrame `df`.

Nothing here asks the validator anything: the corpus must not be tuned to it. Prints how many
were found, kept and dropped, and why. Same machine, same packages -> same files.
"""

import argparse
import ast
import builtins
import collections
import doctest
import importlib
import inspect
import json
import os
import re
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import types
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CORPUS = os.path.join(HERE, "corpus")
DOCS = os.path.join(CORPUS, "docs")
TEXTBOOK = os.path.join(CORPUS, "textbook")
THIRD_PARTY = ("numpy", "scipy", "pandas")
TIMEOUT_S = 10.0
MEMORY_BYTES = 2 << 30
MINIMAL_ENV = {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "OPENBLAS_NUM_THREADS": "1",
               "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}
PLOTTING = re.compile(r"matplotlib|mpl_toolkits|pylab|\bplt\.|\.(plot|hist|boxplot)\b|\bplot\(")
DEFAULT_FILTERS = list(warnings.filters)


# --------------------------------------------------------------------------- the module list

def allowed_modules():
    """The DATA profile's numpy/scipy/pandas modules: reach_walk.py's roots, expanded as the
    reachability snapshot records them (both read, never copied)."""
    walk_path = os.path.join(ROOT, "agents", "validate", "reach_walk.py")
    with open(walk_path) as fh:
        tree = ast.parse(fh.read())
    roots = []
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and \
                isinstance(node.targets[0], ast.Name) and node.targets[0].id in ("ALLOWED", "SCIPY_ROOTS"):
            roots += ast.literal_eval(node.value)
    tops = sorted({r.split(".")[0] for r in roots} & set(THIRD_PARTY))
    with open(os.path.join(ROOT, "agents", "validate", "reach_snapshot.txt")) as fh:
        snapshot = [line.split(" ", 1)[1].strip() for line in fh if line.startswith("allowed ")]
    return sorted(m for m in snapshot if m.split(".")[0] in tops)


def own_object(obj):
    module = getattr(obj, "__module__", None)
    if module is None and isinstance(obj, getattr(sys.modules.get("numpy"), "ufunc", ())):
        return True  # ufuncs carry no __module__; they are numpy's
    return isinstance(module, str) and module.split(".")[0] in THIRD_PARTY


def documented(obj):
    doc = getattr(obj, "__doc__", None)
    return doc if isinstance(doc, str) and ">>>" in doc else None


def walk_docstrings(modules):
    """[(name, docstring)] in a stable order; a docstring reached under several names is kept once,
    under the first name (modules sorted, attributes sorted, then a class's members sorted)."""
    seen = set()
    out = []

    def add(name, doc):
        if doc is not None and doc not in seen:
            seen.add(doc)
            out.append((name, doc))

    for module_name in modules:
        module = importlib.import_module(module_name)
        for attr in sorted(dir(module)):
            if attr.startswith("_"):
                continue
            try:
                obj = getattr(module, attr)
            except Exception:
                continue
            if isinstance(obj, types.ModuleType) or not (callable(obj) or isinstance(obj, type)):
                continue
            if not own_object(obj):
                continue
            add(f"{module_name}.{attr}", documented(obj))
            if isinstance(obj, type):
                for member in sorted(dir(obj)):
                    if member.startswith("_"):
                        continue
                    owner = next((k for k in obj.__mro__ if member in vars(k)), None)
                    if owner is None or not own_object(owner):
                        continue
                    try:
                        raw = inspect.getattr_static(obj, member)
                    except AttributeError:
                        continue
                    raw = getattr(raw, "__func__", raw)  # classmethod / staticmethod
                    add(f"{module_name}.{attr}.{member}", documented(raw))
    return out


# --------------------------------------------------------------------------- adaptation

def loads(tree):
    return {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}


def stores(tree):
    names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
    for n in ast.walk(tree):
        if isinstance(n, (ast.Import, ast.ImportFrom)):
            names |= {(a.asname or a.name).split(".")[0] for a in n.names}
        elif isinstance(n, (ast.FunctionDef, ast.ClassDef)):
            names.add(n.name)
    return names


def drop_prints(source, tree):
    """The example's source with every print(...) statement removed (a `pass` keeps a block)."""
    lines = source.splitlines()
    spans = []
    for node in ast.walk(tree):
        body_lists = [getattr(node, f, None) for f in ("body", "orelse", "finalbody")]
        for body in [b for b in body_lists if isinstance(b, list)]:
            for i, stmt in enumerate(body):
                if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call) and \
                        isinstance(stmt.value.func, ast.Name) and stmt.value.func.id == "print":
                    others = [s for s in body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Call)
                                                      and isinstance(s.value.func, ast.Name)
                                                      and s.value.func.id == "print")]
                    keep_pass = not others and not isinstance(node, ast.Module) and i == 0
                    spans.append((stmt.lineno, stmt.end_lineno, stmt.col_offset, keep_pass))
    if not spans:
        return source, 0
    for start, end, col, keep_pass in sorted(spans, reverse=True):
        if any(";" in lines[k - 1] for k in range(start, end + 1)):
            return None, 0  # two statements on a line: not mechanical any more
        replacement = [" " * col + "pass"] if keep_pass else []
        lines[start - 1:end] = replacement
    return "\n".join(lines) + "\n", len(spans)


def adapt(doc):
    """(code, notes) or (None, reason): the docstring's examples as one script, without df yet."""
    try:
        examples = doctest.DocTestParser().get_examples(doc)
    except ValueError:
        return None, "docstring_unparseable"
    if not examples:
        return None, "no_examples"
    parts, tainted = [], set()
    counts = collections.Counter()
    for ex in examples:
        if ex.options.get(doctest.SKIP):
            counts["skipped"] += 1
            continue
        if ex.exc_msg is not None:
            counts["traceback"] += 1
            continue
        try:
            tree = ast.parse(ex.source)
        except SyntaxError:
            return None, "syntax_error"
        if PLOTTING.search(ex.source) or loads(tree) & tainted:
            tainted |= stores(tree)
            counts["plotting"] += 1
            continue
        source, printed = drop_prints(ex.source, tree)
        if source is None:
            return None, "print_not_separable"
        counts["print"] += printed
        if source.strip():
            parts.append(source if source.endswith("\n") else source + "\n")
    if not parts:
        return None, "nothing_left"
    code = "".join(parts)
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return None, "syntax_error"
    prelude = []
    bound = stores(tree)
    used = loads(tree)
    if "np" in used and "np" not in bound:
        prelude.append("import numpy as np\n")
    if "pd" in used and "pd" not in bound:
        prelude.append("import pandas as pd\n")
    return "".join(prelude) + code, counts


def top_level_bindings(tree):
    """Names bound by the module's own statements, in the order of their last binding."""
    order = []

    def target_names(t):
        if isinstance(t, ast.Name):
            return [t.id]
        if isinstance(t, (ast.Tuple, ast.List)):
            return [n for e in t.elts for n in target_names(e)]
        if isinstance(t, ast.Starred):
            return target_names(t.value)
        return []

    for stmt in tree.body:
        names = []
        if isinstance(stmt, ast.Assign):
            for t in stmt.targets:
                names += target_names(t)
        elif isinstance(stmt, (ast.AugAssign, ast.AnnAssign)):
            names += target_names(stmt.target)
        elif isinstance(stmt, (ast.For, ast.AsyncFor)):
            names += target_names(stmt.target)
        elif isinstance(stmt, (ast.With, ast.AsyncWith)):
            for item in stmt.items:
                if item.optional_vars is not None:
                    names += target_names(item.optional_vars)
        for node in ast.walk(stmt):
            if isinstance(node, ast.NamedExpr):
                names += target_names(node.target)
        for n in names:
            if n in order:
                order.remove(n)
            order.append(n)
    return order


# --------------------------------------------------------------------------- running

def child_run(code, result_fd):
    """In the forked child: run the code as __main__ in an empty cwd and pick the df line."""
    import numpy as np
    import pandas as pd

    warnings.filters[:] = DEFAULT_FILTERS
    result = {"ok": False}
    try:
        tree = ast.parse(code)
        namespace = {"__name__": "__main__", "__builtins__": builtins}
        exec(compile(code, "snippet.py", "exec"), namespace)
        choice = None
        for name in reversed(top_level_bindings(tree)):
            value = namespace.get(name)
            if isinstance(value, pd.DataFrame) and len(value.index) and len(value.columns):
                choice = (name, "frame")
            elif isinstance(value, pd.Series) and len(value.index):
                choice = (name, "series")
            elif isinstance(value, np.ndarray) and value.ndim in (1, 2) and value.size:
                choice = (name, "array")
            if choice:
                break
        if choice is None:
            result["reason"] = "no_table"
        else:
            name, kind = choice
            if kind == "frame":
                line = "" if name == "df" else f"df = {name}\n"
            else:
                line = f"df = pd.DataFrame({name})\n"
            needs_pd = bool(line) and kind != "frame" and namespace.get("pd") is not pd
            if needs_pd and "pd" in namespace:
                result["reason"] = "pd_rebound"
            else:
                if needs_pd:
                    namespace["pd"] = pd
                if line:
                    exec(compile(line, "snippet.py", "exec"), namespace)
                df = namespace.get("df")
                if isinstance(df, pd.DataFrame) and len(df.index) and len(df.columns):
                    result = {"ok": True, "line": line, "needs_pd": needs_pd, "name": name, "kind": kind}
                else:
                    result["reason"] = "empty_table"
    except BaseException as exc:  # noqa: B902 - any failure of the example drops it
        result["reason"] = "raised:" + type(exc).__name__
    os.write(result_fd, json.dumps(result).encode())


def spawn(code):
    """Forks one child for one snippet; returns (pid, read fd, temp dir)."""
    read_fd, write_fd = os.pipe()
    cwd = tempfile.mkdtemp(prefix="anyplot-corpus-")
    pid = os.fork()
    if pid == 0:
        try:
            os.close(read_fd)
            os.setsid()
            os.chdir(cwd)
            import resource
            resource.setrlimit(resource.RLIMIT_AS, (MEMORY_BYTES, MEMORY_BYTES))
            devnull = os.open(os.devnull, os.O_RDWR)
            for fd in (0, 1, 2):
                os.dup2(devnull, fd)
            os.environ.clear()
            os.environ.update(MINIMAL_ENV)
            os.environ["HOME"] = cwd
            child_run(code, write_fd)
        finally:
            os._exit(0)
    os.close(write_fd)
    return pid, read_fd, cwd


def run_all(items, jobs):
    """items: [(key, code)] -> {key: result dict}; at most `jobs` children at a time."""
    pending = list(items)
    running = {}
    results = {}
    while pending or running:
        while pending and len(running) < jobs:
            key, code = pending.pop(0)
            pid, fd, cwd = spawn(code)
            running[fd] = (key, pid, cwd, time.monotonic(), [])
        ready, _, _ = select.select(list(running), [], [], 0.2)
        now = time.monotonic()
        for fd in list(running):
            key, pid, cwd, started, chunks = running[fd]
            done = False
            if fd in ready:
                chunk = os.read(fd, 65536)
                if chunk:
                    chunks.append(chunk)
                else:
                    done = True
            if not done and now - started > TIMEOUT_S:
                try:
                    os.killpg(pid, signal.SIGKILL)  # the child's own group (setsid above)
                except ProcessLookupError:
                    pass
                results[key] = {"ok": False, "reason": "timeout"}
                done = True
            if done:
                os.close(fd)
                _, status = os.waitpid(pid, 0)
                if key not in results:
                    try:
                        results[key] = json.loads(b"".join(chunks))
                    except ValueError:
                        results[key] = {"ok": False, "reason": "crashed"}
                shutil.rmtree(cwd, ignore_errors=True)
                del running[fd]
    return results


# --------------------------------------------------------------------------- the corpora

def versions():
    import numpy
    import pandas
    import scipy
    return f"numpy {numpy.__version__}, scipy {scipy.__version__}, pandas {pandas.__version__}"


def make_docs(jobs):
    modules = allowed_modules()
    found = walk_docstrings(modules)
    dropped = collections.Counter()
    candidates = []
    notes = {}
    for name, doc in found:
        code, counts = adapt(doc)
        if code is None:
            dropped[counts] += 1
            continue
        candidates.append((name, code))
        notes[name] = counts
    started = time.monotonic()
    results = run_all(candidates, jobs)
    header_versions = versions()
    written = set()
    os.makedirs(DOCS, exist_ok=True)
    for name, code in candidates:
        result = results[name]
        if not result.get("ok"):
            reason = result.get("reason", "crashed")
            dropped[reason] += 1
            continue
        counts = notes[name]
        adapted = [f"{counts[k]} {label}" for k, label in (("skipped", "+SKIP examples"),
                                                            ("traceback", "traceback examples"),
                                                            ("plotting", "plotting examples"),
                                                            ("print", "print calls")) if counts[k]]
        body = code
        if result["needs_pd"] and not code.startswith("import pandas as pd\n") and \
                "import pandas as pd\n" not in code.split("\n", 2)[:2]:
            body = "import pandas as pd\n" + body
        tail = result["line"]
        header = (f"# source: the Examples of the docstring of {name} ({header_versions})\n"
                  f"# adapted by tests/realworld/make_corpus.py: prompts stripped"
                  + (", dropped " + ", ".join(adapted) if adapted else "")
                  + (f"; df = {result['name']} ({result['kind']})" if tail else "; df made by the example")
                  + "\n")
        text = header + body + tail
        filename = name + ".py"
        written.add(filename)
        path = os.path.join(DOCS, filename)
        old = None
        if os.path.exists(path):
            with open(path) as fh:
                old = fh.read()
        if old != text:
            with open(path, "w") as fh:
                fh.write(text)
    for stale in sorted(set(os.listdir(DOCS)) - written):
        if stale.endswith(".py"):
            os.unlink(os.path.join(DOCS, stale))
    print(f"docs: {len(modules)} allowed numpy/scipy/pandas modules, {len(found)} distinct docstrings "
          f"with '>>>' found, {len(candidates)} adapted and run ({time.monotonic() - started:.0f} s), "
          f"{len(written)} kept, {len(found) - len(written)} dropped")
    for reason, count in sorted(dropped.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  dropped {count:5d}  {reason}")
    return len(written)


STAND_IN = '''"""A throwaway no-op matplotlib for make_corpus.py's check (never in the corpus)."""
class _NoOp:
    def __call__(self, *a, **k): return self
    def __getattr__(self, name): return self
    def __getitem__(self, key): return self
    def __iter__(self): return iter((self, self))
    def __enter__(self): return self
    def __exit__(self, *a): return False
_noop = _NoOp()
def subplots(*a, **k): return _noop, _noop
def __getattr__(name): return _noop
'''

CHECKER = '''import runpy, sys
import pandas as pd
ns = runpy.run_path(sys.argv[1], run_name="__main__")
df = ns.get("df")
ok = isinstance(df, pd.DataFrame) and len(df.index) > 0 and len(df.columns) > 0
sys.exit(0 if ok else 10)
'''


def check_textbook(jobs):
    names = sorted(n for n in os.listdir(TEXTBOOK) if n.endswith(".py"))
    work = tempfile.mkdtemp(prefix="anyplot-corpus-textbook-")
    try:
        stand_in = os.path.join(work, "stand-in")
        for sub in ("matplotlib",):
            os.makedirs(os.path.join(stand_in, sub))
        for module in ("__init__", "pyplot", "animation", "cm", "colors"):
            with open(os.path.join(stand_in, "matplotlib", module + ".py"), "w") as fh:
                fh.write(STAND_IN)
        checker = os.path.join(work, "checker.py")
        with open(checker, "w") as fh:
            fh.write(CHECKER)
        dropped = collections.Counter()
        failed = []
        procs = []
        queue = list(names)
        while queue or procs:
            while queue and len(procs) < jobs:
                name = queue.pop(0)
                cwd = tempfile.mkdtemp(dir=work)
                env = dict(MINIMAL_ENV, HOME=cwd, PYTHONPATH=stand_in)
                proc = subprocess.Popen(["/usr/bin/python3", "-s", "-B", checker, os.path.join(TEXTBOOK, name)],
                                        cwd=cwd, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL)
                procs.append((name, proc, time.monotonic()))
            name, proc, started = procs.pop(0)
            try:
                rc = proc.wait(max(0.1, 3 * TIMEOUT_S - (time.monotonic() - started)))
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
                rc = "timeout"
            if rc != 0:
                dropped["no_table" if rc == 10 else "timeout" if rc == "timeout" else "raised"] += 1
                failed.append(name)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"textbook: {len(names)} programs found, {len(names) - len(failed)} run to a df, {len(failed)} failed")
    for name in failed:
        print(f"  FAILED {name}")
    return len(failed)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--textbook-only", action="store_true")
    args = parser.parse_args()
    sys.dont_write_bytecode = True
    warnings.simplefilter("ignore")  # the walk reads deprecated names; the children restore the filters
    if not args.textbook_only:
        make_docs(args.jobs)
    # A textbook program that no longer runs is a corpus bug: fail loudly (it is never dropped).
    return 1 if check_textbook(args.jobs) else 0


if __name__ == "__main__":
    sys.exit(main())
