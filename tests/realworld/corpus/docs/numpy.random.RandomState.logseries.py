# source: the Examples of the docstring of numpy.random.RandomState.logseries (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 4 plotting examples; df = s (array)
import pandas as pd
import numpy as np
a = .6
s = np.random.logseries(a, 10000)
def logseries(k, p):
    return -p**k/(k*np.log(1-p))
df = pd.DataFrame(s)
