# source: the Examples of the docstring of numpy.ma.fix_invalid (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = fixed (array)
import pandas as pd
import numpy as np
x = np.ma.array([1., -1, np.nan, np.inf], mask=[1] + [0]*3)
x
np.ma.fix_invalid(x)
fixed = np.ma.fix_invalid(x)
fixed.data
x.data
df = pd.DataFrame(fixed)
