"""CPython's own parser behind a pipe, for the agents' DATA-profile validator.

Run as `/usr/bin/python3 -I -S -B parse_helper.py` by agents/validate/helper_pool.cpp. Standard
library only. Frames on stdin and stdout are a 4-byte big-endian length followed by the payload.

  1. The first frame is the lockdown order: b"L", uid (4 bytes), gid (4 bytes), then a seccomp
     BPF program (raw struct sock_filter array, compiled by the C++ side with libseccomp; empty
     means "no filter"). The helper drops to uid/gid when it runs as root, sets NO_NEW_PRIVS,
     installs the filter and answers {"ready":1,"types":SCHEMA} (see the encoding below).
     Nothing untrusted has been read before this.
  2. Every later frame is UTF-8 source; the answer is the AST as compact JSON, or
     {"error":"syntax"|"too_deep"|"encoding","line":N}. Errors never carry source text or
     CPython's message (both can contain user text).

The helper never executes what it parses: it calls ast.parse only. It does not also compile():
that would report a `return` outside a function before the run, but costs 0.8 ms of the 3 ms
budget for a 6,000-character snippet, and such code fails harmlessly in the renderer.
"""

import ast
import gc
import json
import os
import struct
import sys

MAX_FRAME = 1 << 20        # the C++ side sends at most 6,000 characters; anything larger is a bug
MAX_DEPTH = 200            # AST nesting; JSON depth is at most twice this (node, list, node, ...)
INT_CLAMP = 1 << 53        # JSON numbers the C++ side reads exactly
EXIT_PROTOCOL = 3


class TooDeep(Exception):
    def __init__(self, line):
        super().__init__()
        self.line = line


def read_exact(n):
    chunks = []
    while n > 0:
        chunk = os.read(0, min(n, 65536))
        if not chunk:
            return None
        chunks.append(chunk)
        n -= len(chunk)
    return b"".join(chunks)


def read_frame():
    header = read_exact(4)
    if header is None:
        return None
    (size,) = struct.unpack(">I", header)
    if size > MAX_FRAME:
        os._exit(EXIT_PROTOCOL)
    if size == 0:
        return b""
    body = read_exact(size)
    if body is None:
        os._exit(EXIT_PROTOCOL)
    return body


def write_frame(payload):
    data = struct.pack(">I", len(payload)) + payload
    view = memoryview(data)
    while view:
        written = os.write(1, view)
        view = view[written:]


def lockdown(frame):
    if len(frame) < 9 or frame[:1] != b"L":
        os._exit(EXIT_PROTOCOL)
    uid, gid = struct.unpack(">II", frame[1:9])
    program = frame[9:]
    # ctypes is only needed for the two prctl calls; it is imported before anything untrusted
    # is read and dropped afterwards.
    import ctypes

    libc = ctypes.CDLL(None, use_errno=True)
    if os.geteuid() == 0:
        # RLIMIT_NPROC is not enforced for root, and root could undo the parent's rlimits.
        os.setgroups([])
        os.setgid(gid)
        os.setuid(uid)
    pr_set_no_new_privs, pr_set_seccomp, seccomp_mode_filter = 38, 22, 2
    if libc.prctl(pr_set_no_new_privs, 1, 0, 0, 0) != 0:
        os._exit(EXIT_PROTOCOL)
    if program:
        if len(program) % 8 != 0:
            os._exit(EXIT_PROTOCOL)

        class sock_fprog(ctypes.Structure):
            _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_void_p)]

        buf = ctypes.create_string_buffer(program, len(program))
        prog = sock_fprog(len(program) // 8, ctypes.cast(buf, ctypes.c_void_p))
        if libc.prctl(pr_set_seccomp, seccomp_mode_filter, ctypes.byref(prog), 0, 0) != 0:
            os._exit(EXIT_PROTOCOL)
    del libc
    sys.modules.pop("ctypes", None)


# --- encoding -------------------------------------------------------------------------------------
# A node is an array [type index, line, col, end line, field values in schema order...]; the ready
# answer carries the schema ({"types": [[class name, [field names]], ...]}) so the C++ decoder names
# the fields without a copy of CPython's grammar (measured: arrays halve the encoding time of dict
# nodes, 1.3 ms against 2.3 ms for a 6,000-character snippet). A field value is null, an integer,
# a string, a node, or a list (an array whose first element is not an integer, or empty).
# Operators and expression contexts are their class name as a string. A Constant's fields are
# ["k", "v"]: kind i/f/j/s/b/t/n/e (int, float, complex, str, bytes, bool, None, Ellipsis) and
# the value for i/s/b/t, and for f/j its repr as a string (the literal-data rule counts distinct
# numbers; a string because JSON has no inf/nan).

def _all_node_classes():
    seen, stack, out = set(), [ast.AST], []
    while stack:
        cls = stack.pop()
        for sub in cls.__subclasses__():
            if sub not in seen and sub.__module__ == "ast":
                seen.add(sub)
                stack.append(sub)
                out.append(sub)
    out.sort(key=lambda c: c.__name__)
    return out


_LEAF = {}      # class -> name, for operator and context classes (no fields, no position)
_INDEX = {}     # class -> (index, fields)
SCHEMA = []
for _cls in _all_node_classes():
    if not _cls._fields and not _cls._attributes:
        _LEAF[_cls] = _cls.__name__
        continue
    _fields = ("k", "v") if _cls is ast.Constant else tuple(_cls._fields)
    _INDEX[_cls] = (len(SCHEMA), _fields)
    SCHEMA.append([_cls.__name__, list(_fields)])
_CONSTANT = _INDEX[ast.Constant][0]
_AST = ast.AST


def _clean_text(s):
    try:
        s.encode("utf-8")
        return s
    except UnicodeEncodeError:
        # Lone surrogates ("\ud800") are legal in a str but not in JSON text the C++ side
        # accepts; they cannot be part of any name a rule looks for.
        return s.encode("utf-8", "replace").decode("utf-8")


def _constant(node):
    v = node.value
    head = [_CONSTANT, node.lineno, node.col_offset, node.end_lineno]
    if v is True or v is False:
        return head + ["t", 1 if v else 0]
    if v is None:
        return head + ["n", None]
    if v is Ellipsis:
        return head + ["e", None]
    if isinstance(v, int):
        return head + ["i", -INT_CLAMP if v < -INT_CLAMP else (INT_CLAMP if v > INT_CLAMP else v)]
    if isinstance(v, float):
        return head + ["f", repr(v)]
    if isinstance(v, complex):
        return head + ["j", repr(v)]
    if isinstance(v, str):
        return head + ["s", _clean_text(v)]
    if isinstance(v, bytes):
        return head + ["b", v.decode("latin-1")]
    return head + ["n", None]


def _encode(node, depth):
    cls = node.__class__
    leaf = _LEAF.get(cls)
    if leaf is not None:
        return leaf
    if depth > MAX_DEPTH:
        raise TooDeep(getattr(node, "lineno", 0))
    if cls is ast.Constant:
        return _constant(node)
    index, fields = _INDEX[cls]
    out = [index, getattr(node, "lineno", 0), getattr(node, "col_offset", 0),
           getattr(node, "end_lineno", 0)]
    d = depth + 1
    for f in fields:
        v = getattr(node, f, None)
        if v.__class__ is list:
            out.append([_encode(x, d) if isinstance(x, _AST)
                        else (_clean_text(x) if isinstance(x, str) else None) for x in v])
        elif isinstance(v, _AST):
            out.append(_encode(v, d))
        elif isinstance(v, str):
            out.append(_clean_text(v))
        elif isinstance(v, int) and not isinstance(v, bool):
            out.append(v)
        else:
            out.append(None)
    return out


def answer(source_bytes):
    try:
        source = source_bytes.decode("utf-8")
    except UnicodeDecodeError:
        return {"error": "encoding", "line": 0}
    try:
        # A str (not bytes) so a coding cookie cannot change how the text is read.
        tree = ast.parse(source, "<data>", "exec")
    except SyntaxError as e:
        return {"error": "syntax", "line": e.lineno if isinstance(e.lineno, int) else 0}
    except (RecursionError, MemoryError):
        return {"error": "too_deep", "line": 0}
    except (ValueError, TypeError):
        # 3.11 reports NUL bytes as ValueError.
        return {"error": "syntax", "line": 0}
    try:
        return _encode(tree, 0)
    except TooDeep as e:
        return {"error": "too_deep", "line": e.line if isinstance(e.line, int) else 0}
    except RecursionError:
        return {"error": "too_deep", "line": 0}


def main():
    first = read_frame()
    if first is None:
        os._exit(0)
    lockdown(first)
    # The trees have no reference cycles, so the cyclic collector only costs time: with it on,
    # allocating a few thousand nodes per request triggers several collections.
    gc.disable()
    write_frame(json.dumps({"ready": 1, "types": SCHEMA}, separators=(",", ":")).encode("ascii"))
    dumps = json.JSONEncoder(ensure_ascii=True, separators=(",", ":"), check_circular=False).encode
    while True:
        frame = read_frame()
        if frame is None:
            # _exit: normal interpreter shutdown makes system calls the filter does not allow.
            os._exit(0)
        try:
            payload = dumps(answer(frame)).encode("ascii")
        except Exception:  # noqa: BLE001 - never echo anything; the C++ side maps this
            payload = b'{"error":"internal","line":0}'
        write_frame(payload)


if __name__ == "__main__":
    main()
