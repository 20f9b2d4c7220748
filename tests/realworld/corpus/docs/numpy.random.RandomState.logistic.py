# source: the Examples of the docstring of numpy.random.RandomState.logistic (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 5 plotting examples; df = s (array)
import pandas as pd
import numpy as np
loc, scale = 10, 1
s = np.random.logistic(loc, scale, 10000)
def logist(x, loc, scale):
    return np.exp((loc-x)/scale)/(scale*(1+np.exp((loc-x)/scale))**2)
df = pd.DataFrame(s)
