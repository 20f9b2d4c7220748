"""The parse helper's generated per-class encoders against a plain generic walk of the same tree.

The helper builds one encoder per AST class from the class's ASDL signature (parse_helper.py). This
test encodes the same trees with an independent walk over `_fields` and demands identical output,
over the validator's corpora, a snippet with every statement and expression form, and the standard
library's own sources (thousands of files, every node class). It also demands that every field of
every class got its type from the signature, so the generic fallback is never what runs here.

Run: /usr/bin/python3 -I encoder_test.py <source dir>
"""

import ast
import glob
import os
import sys

ROOT = sys.argv[1]
sys.path.insert(0, os.path.join(ROOT, "agents", "validate"))
import parse_helper as ph  # noqa: E402
import re  # noqa: E402

# The nesting limit is stated once, in the C++ header the helper receives it from.
with open(os.path.join(ROOT, "agents", "validate", "ast_decode.hpp"), encoding="utf-8") as _fh:
    LIMIT = int(re.search(r"max_ast_depth = (\d+);", _fh.read()).group(1))
ph.install_encoders(LIMIT)

INDEX = {name: i for i, (name, _) in enumerate(ph.SCHEMA)}


def ref(node):
    cls = node.__class__
    if not cls._fields and not cls._attributes:
        return cls.__name__
    if cls is ast.Constant:
        return ph._constant(node, 0)
    out = [INDEX[cls.__name__], getattr(node, "lineno", 0)]
    if isinstance(node, ast.stmt):
        out += [node.col_offset, node.end_lineno]
    for f in cls._fields:
        out.append(ref_value(getattr(node, f, None)))
    return out


def ref_value(v):
    if isinstance(v, list):
        return [ref_value(x) for x in v]
    if isinstance(v, ast.AST):
        return ref(v)
    if isinstance(v, str):
        return ph._clean_text(v)
    if isinstance(v, int) and not isinstance(v, bool):
        return v
    return None


EVERY_FORM = r'''
import a.b as c
from . import d
from ..e import f as g, h
x: int = 1
y: "str"
del x
async def af(p, /, q=1, *r, s, t=None, u, **v) -> None:
    async with w as (z1, z2), w2:
        pass
    async for i in j:
        await k
    return [i async for i in j if i]
@dec(1)
class K(B, metaclass=M):
    """doc"""
    def m(self, *, kw): yield from self; yield
global gg
def outer():
    nonlocal_var = 1
    def inner():
        nonlocal nonlocal_var
        nonlocal_var += 1
    return inner
while a < b <= c is not d in e not in f:
    break
else:
    continue
for (p, *q) in r:
    pass
else:
    pass
if not a and b or c:
    pass
elif -a + ~b:
    pass
try:
    raise E from F
except (A, B) as e:
    pass
else:
    pass
finally:
    pass
try:
    pass
except* ValueError:
    pass
assert x, "m"
with open as o:
    pass
lam = lambda a, *b, c=1, **d: a if b else c
s = {1, 2}; dd = {**d, 1: 2}; l = [*a]; t = (1,)
comp = {k: v for k, v in x.items() if k}; gen = (i for i in range(3))
sl = a[1:2:3, ..., None]; at = a.b.c; call = f(*a, k=1, **kw)
fs = f"{x!r:>{width}} {y=}"; bs = b"\x00\xff"; cx = 1j; big = 10**100; fl = 1e308 * 10
if (n := 10) > 5: pass
match command:
    case [1, 2, *rest]: pass
    case {"k": v, **others}: pass
    case Point(x=0, y=0) | Point(1, 2): pass
    case str() as s if s: pass
    case None | True | False: pass
    case -1 | 1.5 | "s" | b"b": pass
    case _: pass
x @= y; x //= 2; x **= 2; x >>= 1; x <<= 1; x ^= 1; x |= 1; x &= 1; x %= 2
surrogate = "\ud800"
'''


def check(source, label):
    try:
        tree = ast.parse(source, "<data>", "exec")
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return 0
    try:
        expected = ref(tree)
    except RecursionError:
        return 0
    try:
        got = ph._encode(tree, 0)
    except ph.TooDeep:
        return 0
    if got != expected:
        sys.exit("encoders differ from the generic walk on " + label)
    return 1


def main():
    missing = []
    for cls in ph._NODE_CLASSES:
        if cls in ph._LEAF or issubclass(cls, ast.Constant):
            continue  # Constant has its own encoder; Num, Str... are its deprecated aliases
        types = ph._field_types(cls)
        missing += [cls.__name__ + "." + f for f in cls._fields if f not in types]
    if missing:
        sys.exit("fields without a type from the signature: " + ", ".join(missing))
    checked = check(EVERY_FORM, "every form")
    if checked != 1:
        sys.exit("the every-form snippet did not parse")
    seen = {node.__class__.__name__ for node in ast.walk(ast.parse(EVERY_FORM))}
    for path in sorted(glob.glob(os.path.join(ROOT, "tests", "data", "validate", "**", "*.py"), recursive=True)):
        with open(path, encoding="utf-8", errors="replace") as fh:
            checked += check(fh.read(), os.path.relpath(path, ROOT))
    stdlib = os.path.dirname(ast.__file__)
    for path in sorted(glob.glob(os.path.join(stdlib, "**", "*.py"), recursive=True)):
        try:
            with open(path, encoding="utf-8") as fh:
                source = fh.read()
        except (UnicodeDecodeError, OSError):
            continue
        checked += check(source, path)
        for node in ast.walk(ast.parse(source)) if checked else ():
            seen.add(node.__class__.__name__)
    # Abstract classes, deprecated aliases and the other parse modes never appear in a module.
    unseen = [c.__name__ for c in ph._NODE_CLASSES
              if c.__name__ not in seen and not c.__subclasses__()
              and not issubclass(c, (ast.Constant, ast.slice, ast.mod, ast.type_ignore))
              and c not in (ast.AugLoad, ast.AugStore, ast.Param, ast.Index, ast.ExtSlice)]
    if unseen:
        sys.exit("node classes never checked: " + ", ".join(unseen))
    print("checked %d sources, every node class met" % checked)
    # Deep nesting is refused with the line, also when the deepest node has no position of its
    # own (a lambda's `arguments`, a call's `keyword`): its nearest positioned ancestor's line.
    for deep in ("x = " + "-" * (LIMIT + 50) + "1",
                 "x = 1\ny = " + "lambda: " * (LIMIT - 1) + "1",
                 "x = 1\ny = " + "f(a=" * 70 + "1" + ")" * 70):
        try:
            ph._encode(ast.parse(deep), 0)
        except ph.TooDeep as e:
            if e.line != deep.count("\n") + 1:
                sys.exit("TooDeep without its line")
        else:
            if deep.startswith("x = 1\ny = f"):
                continue  # within the limit: only checks that nothing raised
            sys.exit("a tree past the limit was encoded")
    # At the limit exactly: encoded; one past: refused.
    for depth, ok in ((LIMIT, True), (LIMIT + 1, False)):
        # Module(0) > Expr(1) > UnaryOp(2) ... > Constant(depth): depth - 2 unary operators.
        tree = ast.parse("-" * (depth - 2) + "1")
        try:
            ph._encode(tree, 0)
            encoded = True
        except ph.TooDeep:
            encoded = False
        if encoded != ok:
            sys.exit("the limit is off by one at depth %d" % depth)


main()
