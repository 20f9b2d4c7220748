# source: the Examples of the docstring of numpy.ma.argmin (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
x = np.ma.array(np.arange(4), mask=[1,1,0,0])
x.shape = (2,2)
x
x.argmin(axis=0, fill_value=-1)
x.argmin(axis=0, fill_value=9)
df = pd.DataFrame(x)
