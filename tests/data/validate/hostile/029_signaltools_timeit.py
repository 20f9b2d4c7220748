# class: module_reach
# technique: from scipy.signal.signaltools import timeit (control)
# goal: exec
import pandas as pd
from scipy.signal.signaltools import timeit

box = {"out": []}
timeit.timeit("out.append(1)", number=1, globals=box)
df = pd.DataFrame({"x": box["out"]})
