"""Where /usr/bin/python3 keeps its audit-hook list, for the tests that clear it.

/usr/bin/python3.11 is not position-independent, so &_PyRuntime._main_interpreter.audit_hooks is
the same address in every process of that binary. It is found in a throwaway interpreter as the
one word of the main interpreter's state that goes from NULL to a list holding the hook when
sys.addaudithook is called. Used by tests/security/test_escape.py (the AUDIT_HOOKS_ADDR
placeholder) and tests/integration/harness/test_harness.py.
"""

import subprocess

PROBE = r"""
import ctypes, struct, sys
main = ctypes.pythonapi.PyInterpreterState_Main
main.restype = ctypes.c_void_p
interp = main()
before = ctypes.string_at(interp, 4096)
def hook(event, args):
    pass
sys.addaudithook(hook)
after = ctypes.string_at(interp, 4096)
for off in range(0, 4096, 8):
    old, = struct.unpack_from("<Q", before, off)
    new, = struct.unpack_from("<Q", after, off)
    if old == 0 and new and ctypes.cast(new, ctypes.py_object).value == [hook]:
        print(interp + off)
        break
"""


def audit_hooks_address(python="/usr/bin/python3"):
    """The address, or 0 when it cannot be found (another build of Python)."""
    try:
        out = subprocess.run([python, "-I", "-c", PROBE], capture_output=True, timeout=60, check=False)
        return int(out.stdout.strip() or b"0")
    except (OSError, ValueError, subprocess.TimeoutExpired):
        return 0
