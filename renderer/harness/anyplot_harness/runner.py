"""The snippet's run: read and compile it before arming, create out.csv, then the closures that
arm the guard, exec the snippet and decide the verdict (_make_runner)."""

import os
import sys

from anyplot_harness.codes import (EXIT_FRAME, EXIT_MULTIINDEX_COLUMNS, EXIT_NO_DF, EXIT_NOT_DATAFRAME,
                                   EXIT_OK, EXIT_OTHER_EVENT, EXIT_OVER_CAPS, EXIT_PROCESS,
                                   EXIT_SNIPPET_RAISED, EXIT_USAGE, MAX_COLUMNS, MAX_OUTPUT_CSV_BYTES,
                                   MAX_ROWS, MAX_SOURCE_BYTES, OVER_CAPS_PREFIX, GuardRefusal, _die)
from anyplot_harness.generated import make_door
from anyplot_harness.policy import (ALLOWED_EVENTS, ALLOWED_GETATTR, ALLOWED_SETATTR, REFUSED_EVENTS,
                                    REFUSED_PREFIXES)


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

    import numpy as np
    import pandas as pd

    _BaseException = BaseException
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
    _Series = pd.Series
    _concat = pd.concat
    _np_isnan = np.isnan
    _np_any = np.any
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
    # policy.py is reachable from the snippet (sys.modules): the one mutable table gets a private
    # copy (REFUSED_EVENTS["open"] = 0 in place would otherwise allow opens); the others are
    # tuples and frozensets, which cannot change under us.
    _refused = dict(REFUSED_EVENTS)
    _prefixes = REFUSED_PREFIXES
    _allowed_getattr = ALLOWED_GETATTR
    _allowed = ALLOWED_EVENTS
    _allowed_setattr = ALLOWED_SETATTR
    _main_ident = _get_ident()
    # dataclasses' generated methods (anyplot_harness/generated.py): the only library code
    # allowed to compile/exec, checked against values captured here, just before arming.
    _door_busy, _door_allow = make_door()
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
    _MAX_CSV_BYTES = MAX_OUTPUT_CSV_BYTES
    _OVER_CAPS = OVER_CAPS_PREFIX

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
        if (event in ("compile", "exec", "object.__setattr__", "sys._getframe")
                and _door_allow(event, args, 2)):
            return 0
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
        if (control[0] or _door_busy[0]) and _get_ident() == _main_ident:
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
            _list_append(names, unique_name(_str(base), taken))
        return names

    def unique_name(base, taken):
        name, n = base, 1
        while name in taken:
            name = base + "_" + _str(n)
            n += 1
        taken.add(name)
        return name

    def split_complex(df):
        """A chart has no complex axis, and pandas writes a complex value as "(1+2j)", text that
        no reader takes for a number: a complex column becomes two number columns,
        `<name>.real` and `<name>.imag`, or only its real part under its own name when every
        imaginary part is zero (an FFT of a symmetric signal, np.sqrt of positive complexes)."""
        count = _len(df.columns)
        kinds = [df.dtypes.iloc[i].kind for i in _range(count)]
        if "c" not in kinds:
            return df
        taken = _set(df.columns)
        parts = []
        for i in _range(count):
            column = df.iloc[:, i]
            if kinds[i] != "c":
                _list_append(parts, column)
                continue
            values = column.to_numpy()
            name = _str(df.columns[i])
            imag = values.imag
            if not _np_any((imag != 0) & ~_np_isnan(imag)):
                _list_append(parts, _Series(values.real, index=df.index, name=name))
                continue
            taken.discard(name)
            _list_append(parts, _Series(values.real, index=df.index, name=unique_name(name + ".real", taken)))
            _list_append(parts, _Series(imag, index=df.index, name=unique_name(name + ".imag", taken)))
        return _concat(parts, axis=1)

    def over_caps(cap, measured, rows=None):
        """Exit 13 and its record for out.csv (codes.py OVER_CAPS_PREFIX): the cap's name and
        figures the harness measured with its own len(), never text from the snippet."""
        line = _OVER_CAPS + cap + " " + _str(measured)
        if rows is not None:
            line = line + " " + _str(rows)
        return _EXIT_CAPS, _str_encode(line + "\n", "utf-8", "strict")

    def collect(g):
        """df -> (exit code, bytes for out.csv: the CSV, or exit 13's record). Runs guarded:
        pandas code the snippet may have monkeypatched only shapes its own table; the caps and
        the exit code are decided here on values the harness computes itself."""
        if "df" not in g:
            return _EXIT_NO_DF, None
        df = g["df"]
        if not _isinstance(df, _DataFrame):
            return _EXIT_NOT_DF, None
        if _isinstance(df.columns, _MultiIndex):
            return _EXIT_MULTI, None
        rows = _len(df.index)
        if rows > _MAX_ROWS:
            return over_caps("rows", rows)
        if not default_index(df.index):
            df = _reset_index(df, names=index_names(df))
        df = df.copy()
        df.columns = [_str(c) for c in df.columns]
        df = split_complex(df)
        if _len(df.columns) > _MAX_COLUMNS:
            return over_caps("columns", _len(df.columns))
        buf = _StringIO()
        _to_csv(df, buf, index=False, lineterminator="\n", encoding="utf-8")
        text = _StringIO_getvalue(buf)
        if _type(text) is not _str:
            return _EXIT_RAISED, None
        if "\r" in text:
            # pandas quotes a cell only for "\n", its line end: a text cell holding a CR
            # would be a bare CR the renderer refuses. Quoting every text cell
            # (csv.QUOTE_NONNUMERIC) keeps it inside its cell, as a pasted table's is.
            buf = _StringIO()
            _to_csv(df, buf, index=False, lineterminator="\n", encoding="utf-8", quoting=2)
            text = _StringIO_getvalue(buf)
            if _type(text) is not _str:
                return _EXIT_RAISED, None
        data = _str_encode(text, "utf-8", "strict")
        if _len(data) > _MAX_CSV_BYTES:
            return over_caps("bytes", _len(data), rows)
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
        if data is None:
            exit_now(result)
        written = write_out(data)
        check_refusal()
        exit_now(written if written != _EXIT_OK else result)

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


