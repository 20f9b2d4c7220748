# class: gc_walk
# technique: some_value.gc (control: gc is a refused value attribute)
# goal: exec
import pandas as pd
from scipy.signal import signaltools

df = pd.DataFrame({"n": [len(signaltools.timeit.gc.get_objects())]})
