"""The libraries' own first-use work is done before the guard is armed (docs/harness.md, "The
libraries' own work"): their lazy imports, and the typing subscripts they evaluate at run time.

numpy, scipy and pandas import some of their own modules inside functions, on first use
(pandas' DataFrame(masked_array) runs `import numpy.ma.mrecords`). Under the guard such an import
is a new import and the run is refused, although the snippet did nothing but call public API.
This test reads the libraries' source statically: every `import` statement inside a function of
a module the harness's preparation leaves loaded, resolved to the module it names, must be in
sys.modules after the preparation, or be listed in policy.LAZY_IMPORTS_LEFT_OUT with a reason.
A library upgrade that adds such an import fails here until it is preloaded or listed.

The same scan finds typing subscripts with a string argument evaluated inside a function (not in
an annotation): `cast(Type["DataFrame"], x)` in pandas' convert_dtypes compiles "DataFrame" into a
ForwardRef on first use. Each must be in policy.TYPING_FIRST_USE, which the preload evaluates.

    /usr/bin/python3 tests/integration/harness/test_library_first_use.py
"""

import ast
import os
import subprocess
import sys
import textwrap
import unittest

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
HARNESS_DIR = os.path.join(ROOT, "renderer", "harness")
PYTHON = "/usr/bin/python3"
LIBRARIES = ("numpy", "scipy", "pandas")

# Runs in a fresh interpreter: prepare exactly as the harness does, then print what is loaded and
# where each library lives.
PREPARED = textwrap.dedent("""
    import json, sys
    sys.path.insert(0, sys.argv[1])
    from anyplot_harness import preload
    preload._prepare({})
    import numpy, scipy, pandas
    print(json.dumps({"modules": sorted(sys.modules),
                      "roots": {m.__name__: m.__path__[0] for m in (numpy, scipy, pandas)}}))
""")


def prepared_state():
    import json

    out = subprocess.run([PYTHON, "-I", "-c", PREPARED, HARNESS_DIR], capture_output=True, check=True,
                         timeout=300, env={"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"})
    return json.loads(out.stdout.decode().splitlines()[-1])


def module_file(roots, name):
    """The source or extension file of an in-tree module, found on disk without importing it."""
    parts = name.split(".")
    if parts[0] not in roots:
        return None
    base = os.path.join(os.path.dirname(roots[parts[0]]), *parts)
    if os.path.isfile(base + ".py"):
        return base + ".py"
    if os.path.isfile(os.path.join(base, "__init__.py")):
        return os.path.join(base, "__init__.py")
    folder = os.path.dirname(base)
    if os.path.isdir(folder):
        for entry in os.listdir(folder):
            if entry.startswith(parts[-1] + ".") and entry.endswith(".so"):
                return os.path.join(folder, entry)
    return None


def exists(roots, name):
    """Whether `name` is a module (not a function taken from one: `from copy import deepcopy`)."""
    if name.split(".")[0] in roots:
        return module_file(roots, name) is not None
    # The standard library and other installed packages, looked up in this test's own
    # interpreter (which may import their parents; the prepared state was read elsewhere).
    import importlib.util

    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


def lazy_imports(roots, loaded):
    """{module named by a function-level import: [the loaded library modules that import it]}."""
    found = {}
    for lib in LIBRARIES:
        for name in loaded:
            if name.split(".")[0] != lib:
                continue
            path = module_file(roots, name)
            if path is None or not path.endswith(".py"):
                continue
            package = name if path.endswith("__init__.py") else name.rpartition(".")[0]
            with open(path, encoding="utf-8") as fh:
                tree = ast.parse(fh.read(), path)
            for fn in ast.walk(tree):
                if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    continue
                for node in ast.walk(fn):
                    for target in imported_modules(node, package):
                        found.setdefault(target, set()).add(name)
    return found


def imported_modules(node, package):
    """The modules an import statement names: `import a.b` gives a.b; `from .x import y` gives
    package.x and, when y is a submodule, package.x.y (the caller keeps those that exist)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if not isinstance(node, ast.ImportFrom):
        return []
    if node.level:
        base = package.split(".")
        base = base[:len(base) - (node.level - 1)]
        module = ".".join(base + ([node.module] if node.module else []))
    else:
        module = node.module
    return [module] + [module + "." + alias.name for alias in node.names if alias.name != "*"]


TYPING_NAMES = {"Type", "type_t", "Optional", "Union", "List", "Dict", "Callable", "Tuple", "Sequence",
                "Mapping", "Iterable", "Iterator", "Literal", "ClassVar", "Final", "Hashable"}


def typing_first_uses(roots, loaded):
    """{(module, source of a typing subscript with a str argument, inside a function body)}."""
    found = set()
    for name in loaded:
        if name.split(".")[0] not in LIBRARIES:
            continue
        path = module_file(roots, name)
        if path is None or not path.endswith(".py"):
            continue
        with open(path, encoding="utf-8") as fh:
            tree = ast.parse(fh.read(), path)
        in_annotation = set()
        for node in ast.walk(tree):
            parts = []
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                parts.append(node.returns)
            if isinstance(node, (ast.arg, ast.AnnAssign)):
                parts.append(node.annotation)
            for part in parts:
                if part is not None:
                    in_annotation.update(id(n) for n in ast.walk(part))
        for fn in ast.walk(tree):
            if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for node in ast.walk(fn):
                if id(node) in in_annotation or not isinstance(node, ast.Subscript):
                    continue
                base = node.value
                base_name = base.id if isinstance(base, ast.Name) else getattr(base, "attr", None)
                if base_name in TYPING_NAMES and any(isinstance(n, ast.Constant) and isinstance(n.value, str)
                                                     for n in ast.walk(node.slice)):
                    found.add((name, ast.unparse(node)))
    return found


def left_out(name, table):
    return next((reason for prefix, reason in table.items()
                 if name == prefix or name.startswith(prefix + ".")), None)


class LazyImportTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        sys.path.insert(0, HARNESS_DIR)
        try:
            from anyplot_harness import policy
        finally:
            sys.path.pop(0)
        cls.policy = policy
        state = prepared_state()
        cls.loaded = set(state["modules"])
        cls.roots = state["roots"]
        cls.found = lazy_imports(cls.roots, cls.loaded)

    def test_the_scan_sees_the_known_lazy_imports(self):
        # The scan itself works: pandas' DataFrame constructor's masked-array import is found.
        self.assertIn("pandas.core.frame", self.found.get("numpy.ma.mrecords", set()))
        self.assertGreater(len(self.found), 100)

    def test_every_lazy_import_is_preloaded_or_left_out_with_a_reason(self):
        missing = []
        for name, importers in sorted(self.found.items()):
            if name in self.loaded or not exists(self.roots, name):
                continue
            if left_out(name, self.policy.LAZY_IMPORTS_LEFT_OUT) is None:
                missing.append(f"{name} (imported inside functions of {', '.join(sorted(importers)[:3])})")
        self.assertEqual(missing, [], "preload these (policy.LIBRARY_LAZY_MODULES) or list them in "
                                      "policy.LAZY_IMPORTS_LEFT_OUT with the reason")

    def test_nothing_left_out_is_loaded_anyway(self):
        # A stale entry would hide a later regression: each prefix still names something the
        # scan finds and the preparation does not load.
        for prefix in self.policy.LAZY_IMPORTS_LEFT_OUT:
            with self.subTest(prefix=prefix):
                self.assertTrue(any((n == prefix or n.startswith(prefix + ".")) and n not in self.loaded
                                    for n in self.found), prefix)

    def test_preloaded_lazy_modules_are_loaded(self):
        for name in self.policy.LIBRARY_LAZY_MODULES:
            with self.subTest(module=name):
                self.assertIn(name, self.loaded)


class TypingFirstUseTests(unittest.TestCase):
    def test_every_run_time_typing_subscript_is_primed(self):
        sys.path.insert(0, HARNESS_DIR)
        try:
            from anyplot_harness import policy
        finally:
            sys.path.pop(0)
        state = prepared_state()
        found = typing_first_uses(state["roots"], set(state["modules"]))
        self.assertIn(("pandas.core.generic", "Type['DataFrame']"), found)  # the scan works
        self.assertEqual(sorted(found - set(policy.TYPING_FIRST_USE)), [],
                         "add these to policy.TYPING_FIRST_USE (the preload evaluates them)")
        self.assertEqual(sorted(set(policy.TYPING_FIRST_USE) - found), [], "stale entries")


if __name__ == "__main__":
    unittest.main(verbosity=2)
