# source: the Examples of the docstring of scipy.stats.mstats.variation (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = c (array)
import pandas as pd
import numpy as np
from scipy.stats.mstats import variation
a = np.array([2,8,4])
variation(a)
b = np.array([2,8,3,4])
c = np.ma.masked_array(b, mask=[0,0,1,0])
variation(c)
df = pd.DataFrame(c)
