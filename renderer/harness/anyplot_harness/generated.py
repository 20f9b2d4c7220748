"""The one door in the guard for code a library generates itself: dataclasses' methods.

@dataclass builds __init__/__repr__/__eq__/... as source text and execs it in
dataclasses._create_fn (a "compile" and an "exec" event), and writes the class's __doc__ when it
has none ("object.__setattr__"). Those events are allowed only when all of this holds, checked
by the trusted hook with values captured before arming (docs/harness.md, "Generated code"):
  - the frame that raised the event runs dataclasses' own code object (_create_fn for
    compile/exec, _process_class for the __doc__ write), every frame up to _process_class runs
    a code object of the dataclasses module, and _process_class was called by dataclass()'s own
    `wrap`: calling _create_fn, _init_fn or _process_class from the snippet is refused;
  - nothing that shapes the text was replaced: the dataclasses module's globals, the builtins
    and dataclasses.Field's attributes are the objects they were at arming (the snippet can
    rewrite a module or class attribute without any audit event);
  - every field name is an exact str that is an identifier and not a keyword, and every field
    is an exact dataclasses.Field whose name slot holds that same str (annotations are a dict
    the class body may write: {"x=os.system('id')": int} would otherwise be code).
The generated code itself then runs under the guard like any other code.

Two more generators the allowed libraries call for themselves (measured with
tests/integration/harness/library_events.py), each allowed only when a library frame asks:
  - collections.namedtuple called from a frame whose file is under numpy's, scipy's or pandas'
    install directory (scipy.stats.anderson, DataFrame.itertuples): its compile/exec of the
    `lambda _cls, ...: _tuple_new(...)` text, its sys._getframe(1) for the module name and its
    __module__/__defaults__ writes, with collections' globals and the builtins unchanged and
    every name an exact identifier str (namedtuple interns them: sys.intern takes exact str only);
  - ast.literal_eval's compile to an AST (never to code: nothing can run), called from numpy
    (np.dtype("(2,3)f8") reads the repeat count with it; np.load reads .npy headers with it).
The snippet calling namedtuple or literal_eval itself stays refused (the validator refuses both)."""

import ast
import builtins
import collections
import dataclasses
import keyword
import os
import sys


def _codes_of(module):
    """Every code object defined in the module's functions (nested ones included)."""
    code_type = type(_codes_of.__code__)
    out, todo = set(), []

    def add(value):
        code = getattr(getattr(value, "__func__", value), "__code__", None)
        if type(code) is code_type and code.co_filename == module.__file__:
            todo.append(code)

    for value in vars(module).values():
        add(value)
        if isinstance(value, type) and value.__module__ == module.__name__:
            for member in vars(value).values():
                add(member)
    while todo:
        code = todo.pop()
        if code in out:
            continue
        out.add(code)
        todo.extend(c for c in code.co_consts if type(c) is type(code))
    return frozenset(out)


def make_door():
    """(busy, allow): busy[0] is set while allow() reads frames (the runner's hook lets the
    events of those reads through, main thread only); allow(event, args, depth) answers whether
    the event raised `depth` frames above allow() is dataclasses' own generated code."""
    _getframe = sys._getframe
    _type = type
    _str = str
    _len = len
    _dict_get = dict.get
    _dict = dict
    _bytes = bytes
    _range = range
    _BaseException = BaseException
    _isidentifier = str.isidentifier
    _iskeyword = frozenset(keyword.kwlist + keyword.softkwlist).__contains__
    _code_type = _type(make_door.__code__)
    create_code = dataclasses._create_fn.__code__
    process_code = dataclasses._process_class.__code__
    wraps = [c for c in dataclasses.dataclass.__code__.co_consts
             if _type(c) is _code_type and c.co_name == "wrap"]
    wrap_code = wraps[0] if _len(wraps) == 1 else None
    internal = _codes_of(dataclasses)
    field_type = dataclasses.Field
    field_name = field_type.__dict__["name"].__get__
    field_dict = field_type.__dict__
    field_snapshot = tuple(field_dict.items())
    module_dict = vars(dataclasses)
    module_snapshot = tuple(module_dict.items())
    builtins_dict = vars(builtins)
    builtins_snapshot = tuple(builtins_dict.items())
    namedtuple_code = collections.namedtuple.__code__
    collections_dict = vars(collections)
    collections_snapshot = tuple(collections_dict.items())
    intern = sys.intern
    sys_dict = vars(sys)
    parse_code = ast.parse.__code__
    literal_eval_code = ast.literal_eval.__code__
    import numpy
    import pandas
    import scipy

    library_dirs = tuple(os.path.dirname(m.__file__) + os.sep for m in (numpy, scipy, pandas))
    _str_startswith = str.startswith
    _tuple = tuple
    busy = [False]

    def unchanged(live, snapshot):
        if _len(live) != _len(snapshot):
            return False
        for key, value in snapshot:
            if live.get(key, live) is not value:
                return False
        return True

    def names_are_plain(fields):
        if _type(fields) is not _dict:
            return False
        for name, field in fields.items():
            if _type(name) is not _str or not _isidentifier(name) or _iskeyword(name):
                return False
            if _type(field) is not field_type or field_name(field) is not name:
                return False
        return True

    def chain_ok(frame, first):
        """frame runs `first`; up to _process_class only dataclasses' code; called by wrap."""
        if frame is None or frame.f_code is not first:
            return None
        for _ in _range(12):
            if frame.f_code is process_code:
                caller = frame.f_back
                if caller is None or caller.f_code is not wrap_code:
                    return None
                return frame
            if frame.f_code not in internal:
                return None
            frame = frame.f_back
            if frame is None:
                return None
        return None

    def library_caller(frame):
        caller = frame.f_back
        if caller is None:
            return False
        filename = caller.f_code.co_filename
        return _type(filename) is _str and _str_startswith(filename, library_dirs)

    def namedtuple_ok(event, args, frame):
        if frame is None or frame.f_code is not namedtuple_code or not library_caller(frame):
            return False
        if event == "object.__setattr__":
            if _len(args) < 2 or _type(args[1]) is not _str:
                return False
            if args[1] != "__module__" and args[1] != "__defaults__":
                return False
        if not (unchanged(collections_dict, collections_snapshot)
                and unchanged(builtins_dict, builtins_snapshot)
                and sys_dict.get("intern") is intern):
            return False
        local = frame.f_locals
        names = _dict_get(local, "field_names")
        typename = _dict_get(local, "typename")
        if _type(typename) is not _str or not _isidentifier(typename) or _iskeyword(typename):
            return False
        if _type(names) is not _tuple:
            return False
        for name in names:
            if _type(name) is not _str or not _isidentifier(name) or _iskeyword(name):
                return False
        return True

    def literal_eval_ok(frame):
        if frame is None or frame.f_code is not parse_code:
            return False
        caller = frame.f_back
        return caller is not None and caller.f_code is literal_eval_code and library_caller(caller)

    def allow_other(event, args, depth):
        """namedtuple and literal_eval, asked for by library code."""
        if event not in ("compile", "exec", "sys._getframe", "object.__setattr__"):
            return False
        busy[0] = True
        try:
            frame = _getframe(depth + 1)
            if event == "compile" and literal_eval_ok(frame):
                return True
            return namedtuple_ok(event, args, frame)
        except _BaseException:
            return False
        finally:
            busy[0] = False

    def allow(event, args, depth):
        if allow_other(event, args, depth + 1):
            return True
        if wrap_code is None:
            return False
        if event == "object.__setattr__":
            if _len(args) < 2 or _type(args[1]) is not _str or args[1] != "__doc__":
                return False
            first = process_code
        elif event == "compile":
            if _len(args) < 1 or _type(args[0]) is not _bytes:
                return False
            if not args[0].startswith(b"def __create_fn__("):
                return False
            first = create_code
        elif event == "exec":
            if _len(args) < 1 or _type(args[0]) is not _code_type:
                return False
            if args[0].co_filename != "<string>" or args[0].co_name != "<module>":
                return False
            first = create_code
        else:
            return False
        busy[0] = True
        try:
            process = chain_ok(_getframe(depth + 1), first)
            if process is None:
                return False
            if event == "object.__setattr__" and _dict_get(process.f_locals, "cls") is not args[0]:
                return False
            if not (unchanged(module_dict, module_snapshot)
                    and unchanged(builtins_dict, builtins_snapshot)
                    and unchanged(field_dict, field_snapshot)):
                return False
            return names_are_plain(_dict_get(process.f_locals, "fields"))
        except _BaseException:
            return False
        finally:
            busy[0] = False

    return busy, allow
