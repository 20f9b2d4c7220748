# source: the Examples of the docstring of pandas.Series.corr (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s2 (series)
import numpy as np
import pandas as pd
def histogram_intersection(a, b):
    v = np.minimum(a, b).sum().round(decimals=1)
    return v
s1 = pd.Series([.2, .0, .6, .2])
s2 = pd.Series([.3, .6, .0, .1])
s1.corr(s2, method=histogram_intersection)
df = pd.DataFrame(s2)
