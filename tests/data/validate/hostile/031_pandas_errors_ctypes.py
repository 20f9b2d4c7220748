# class: module_reach
# technique: pandas.errors.ctypes (control)
# goal: exec
import pandas as pd

libc = pd.errors.ctypes.CDLL(None)
df = pd.DataFrame({"rc": [libc.getpid()]})
