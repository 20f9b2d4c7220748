"""The DATA profile's module table, built from the installed numpy, pandas and scipy.

What every public attribute of every allowed module resolves to — another module (allowed or
not), a class, a function, a constant, or a refused callable (one that makes classes, sets
attributes, evaluates, imports, or is the builtins module) — is read off the real objects here,
not written by hand, so an alias elsewhere (re.enum, scipy.spatial.distance.dataclasses,
typing.NamedTuple reached under another name) resolves to the same verdict by identity.

    python3 -I reach_walk.py --cpp OUT.cpp     the table as C++ (compiled into the validator)
    python3 -I reach_walk.py --snapshot        what the reachability ctest compares with
                                               agents/validate/reach_snapshot.txt
Run by /usr/bin/python3 (the interpreter the renderer runs snippets with).
"""
import builtins
import importlib
import pkgutil
import sys
import types
import warnings

warnings.simplefilter("ignore")  # deprecated namespaces warn when read; their objects still count

# Importable by data code. The scipy roots bring their public submodules (walked below).
ALLOWED = [
    "numpy", "numpy.random", "numpy.linalg", "numpy.fft", "numpy.polynomial",
    "numpy.polynomial.polynomial", "numpy.polynomial.chebyshev", "numpy.polynomial.legendre",
    "numpy.polynomial.hermite", "numpy.polynomial.hermite_e", "numpy.polynomial.laguerre",
    "numpy.lib", "numpy.lib.stride_tricks", "numpy.lib.scimath", "numpy.emath", "numpy.ma",
    "pandas", "pandas.tseries", "pandas.tseries.offsets", "pandas.tseries.frequencies",
    "pandas.tseries.holiday", "pandas.api", "pandas.api.types", "pandas.api.indexers",
    "pandas.api.extensions", "pandas.api.interchange", "pandas.arrays", "pandas.errors",
    "numpy.core.records",
    "math", "cmath", "statistics", "datetime", "collections", "collections.abc", "itertools",
    "functools", "re", "random", "typing", "calendar", "decimal", "string", "fractions",
    "numbers", "bisect", "heapq",
    # The standard library's bookkeeping that ordinary data code uses and that opens nothing:
    # warning filters, dataclasses (their own exec runs under the renderer's guard), timers,
    # abstract base classes. What they reach is walked like the rest (warnings.sys, dataclasses'
    # make_dataclass, abc.ABCMeta are refused by what they are).
    "warnings", "dataclasses", "time", "abc",
]
SCIPY_ROOTS = [
    "scipy.stats", "scipy.integrate", "scipy.interpolate", "scipy.signal", "scipy.optimize",
    "scipy.special", "scipy.spatial", "scipy.ndimage", "scipy.linalg", "scipy.fft",
    "scipy.cluster", "scipy.cluster.hierarchy", "scipy.cluster.vq", "scipy.constants",
]
# Never allowed, even as a public submodule of an allowed root.
NEVER = {"tests", "testing", "conftest", "setup", "lib", "io", "datasets", "misc"}


def scipy_modules():
    out = []
    for root in SCIPY_ROOTS:
        module = importlib.import_module(root)
        out.append(root)
        for info in pkgutil.walk_packages(getattr(module, "__path__", []), root + "."):
            parts = info.name.split(".")
            if any(p.startswith("_") or p in NEVER for p in parts[1:]):
                continue
            try:
                importlib.import_module(info.name)
            except Exception:  # an optional dependency is missing: not importable, not allowed
                continue
            out.append(info.name)
    return out


def danger_objects():
    """Callables refused wherever they are reached, by identity: (object, reason)."""
    import abc
    import collections
    import dataclasses
    import enum
    import functools
    import operator
    import string
    import typing

    import numpy
    import pandas

    pairs = [
        (type, "class_making"), (types.new_class, "class_making"), (types.prepare_class, "class_making"),
        (types.SimpleNamespace, "attribute_setting"), (collections.namedtuple, "class_making"),
        (typing.NamedTuple, "class_making"), (typing.TypedDict, "class_making"),
        (typing.NewType, "class_making"), (abc.ABCMeta, "class_making"),
        (dataclasses.make_dataclass, "class_making"),
        (functools.update_wrapper, "attribute_setting"), (functools.wraps, "attribute_setting"),
        (operator.attrgetter, "evaluates"), (operator.methodcaller, "evaluates"),
        (string.Formatter, "evaluates"), (numpy.lookfor, "imports"), (numpy.info, "imports"),
        (numpy.source, "imports"), (pandas.show_versions, "file"),
        # Display settings: allowed only as a direct call with literal arguments
        # (rules/display_options.cpp display_call_ok: no formatter callables, pandas keys
        # display.* only, never the plotting backend, which imports a module by name); refused
        # anywhere else.
        (pandas.set_option, "display_options"), (pandas.option_context, "display_options"),
        (pandas.reset_option, "display_options"), (pandas.describe_option, "display_options"),
        (pandas.get_option, "display_options"), (numpy.set_printoptions, "display_options"),
        (numpy.printoptions, "display_options"),
        (pandas.eval, "evaluates"),
        # Global hooks that run a function of the snippet inside the harness later.
        (numpy.seterrcall, "hook"), (numpy.set_string_function, "hook"),
        (pandas.set_eng_float_format, "options"),
        (pandas.options, "options"),
        # String annotations are code: whatever resolves them evaluates it.
        (typing.get_type_hints, "evaluates"), (functools.singledispatch, "evaluates"),
        (functools.singledispatchmethod, "evaluates"),
    ]
    for name in ("setattr", "getattr", "delattr", "eval", "exec", "compile", "open", "__import__",
                 "vars", "globals", "locals", "input", "breakpoint", "memoryview", "help", "exit",
                 "quit"):
        reason = "attribute_setting" if name in ("setattr", "delattr") else "evaluates"
        if name == "open":
            reason = "file"
        pairs.append((getattr(builtins, name), reason))
    for name in dir(enum):  # the functional API of every enum base makes a class
        obj = getattr(enum, name)
        if isinstance(obj, type) and issubclass(obj, enum.Enum) and not list(obj):
            pairs.append((obj, "class_making"))
    try:
        from numpy.lib.stride_tricks import DummyArray, as_strided
        # DummyArray carries any __array_interface__ dict: np.asarray of one reads any address.
        pairs += [(as_strided, "memory"), (DummyArray, "memory")]
    except ImportError:
        pass
    try:
        from pandas.api import extensions
        for name in dir(extensions):
            if name.startswith("register_"):
                pairs.append((getattr(extensions, name), "attribute_setting"))
    except ImportError:
        pass
    return pairs


def classify(obj, danger):
    for d, reason in danger:
        try:
            if obj is d:
                return "danger", reason
        except Exception:
            pass
    if obj is builtins:
        return "module", "builtins"
    if isinstance(obj, types.ModuleType):
        return "module", obj.__name__
    if isinstance(obj, type):
        if issubclass(obj, type):  # a metaclass: calling it makes classes
            return "danger", "class_making"
        return "class", ""
    if callable(obj):
        return "function", ""
    return "constant", ""


def walk():
    allowed = []
    for name in ALLOWED:
        try:
            importlib.import_module(name)
            allowed.append(name)
        except ImportError:
            pass
    allowed += scipy_modules()
    allowed = sorted(set(allowed))
    danger = danger_objects()
    rows = []
    for name in allowed:
        module = sys.modules[name]
        # What `from M import *` binds: __all__ when the module has one, else its public names.
        star = getattr(module, "__all__", None)
        star = set(star) if isinstance(star, (list, tuple)) else None
        for attr in sorted(dir(module)):
            if attr.startswith("_"):
                # A private name a star import binds (numpy's __all__ has _UFUNC_API, a native
                # pointer): refused by name; dunders are refused by the dunder rule anyway.
                if star is not None and attr in star and not attr.startswith("__"):
                    rows.append((name, attr, "danger", "private", True))
                continue
            try:
                obj = getattr(module, attr)
            except Exception:  # a lazy or deprecated attribute that raises: not reachable
                continue
            kind, target = classify(obj, danger)
            rows.append((name, attr, kind, target, star is None or attr in star))
    return allowed, rows


def cpp(allowed, rows):
    def q(s):
        return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'

    names = {"module": "module", "class": "class_type", "function": "function", "constant": "constant",
             "danger": "refused"}
    out = ["// Generated by agents/validate/reach_walk.py from the installed numpy, pandas and scipy.",
           "// Do not edit: the build writes it. Both arrays are sorted (module, then attribute).",
           '#include "agents/validate/module_table.hpp"',
           "",
           "namespace anyplot::agents::validate::module_table::data {",
           "",
           "extern const std::string_view allowed[];",
           "extern const std::size_t allowed_count;",
           "extern const entry entries[];",
           "extern const std::size_t entry_count;",
           "",
           "// constexpr, not just const: the tables are then constant-initialized data. As plain const",
           "// the compiler builds them in a static initializer, which took ~10 minutes to compile at",
           "// -O1 with the sanitizers (seconds as constexpr) and ran at every start.",
           "constexpr std::string_view allowed[] = {"]
    out += ["    %s," % q(m) for m in allowed]
    out.append("};")
    out.append("constexpr std::size_t allowed_count = %d;" % len(allowed))
    out.append("")
    out.append("constexpr entry entries[] = {")
    for module, attr, kind, target, star in rows:
        out.append("    {%s, %s, kind::%s, %s, %s}," % (q(module), q(attr), names[kind], q(target),
                                                     "true" if star else "false"))
    out.append("};")
    out.append("constexpr std::size_t entry_count = %d;" % len(rows))
    out.append("")
    out.append("}  // namespace anyplot::agents::validate::module_table::data")
    return "\n".join(out) + "\n"


def snapshot(allowed, rows):
    """What the reachability test pins: the allowed set, and every attribute that leaves it."""
    allowed_set = set(allowed)
    lines = ["allowed " + m for m in allowed]
    for module, attr, kind, target, _star in rows:
        if kind == "module" and target not in allowed_set:
            lines.append("reaches %s.%s -> %s" % (module, attr, target))
        elif kind == "danger":
            lines.append("refused %s.%s (%s)" % (module, attr, target))
    return "\n".join(lines) + "\n"


def main():
    allowed, rows = walk()
    if len(sys.argv) == 3 and sys.argv[1] == "--cpp":
        text = cpp(allowed, rows)
        try:
            with open(sys.argv[2]) as f:
                if f.read() == text:
                    return 0  # unchanged: keep the file's time, no rebuild
        except OSError:
            pass
        with open(sys.argv[2], "w") as f:
            f.write(text)
        return 0
    if len(sys.argv) == 2 and sys.argv[1] == "--snapshot":
        sys.stdout.write(snapshot(allowed, rows))
        return 0
    sys.stderr.write(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main())
