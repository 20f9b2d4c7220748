# class: module_reach
# technique: scipy.stats.kstest(data, name) does getattr(distributions, name); the AttributeError's .obj is the scipy.stats.distributions module as a value (module_value never sees it), whose attributes then skip the module table
# goal: read
import numpy as np
import pandas as pd
from scipy import stats

try:
    stats.kstest(np.arange(3.0), "anyplot_no_such_distribution")
except AttributeError as err:
    dist_module = err.obj
names = [n for n in dir(dist_module) if not n.startswith("_")]
df = pd.DataFrame({"name": names})
