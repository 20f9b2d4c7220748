# source: the Examples of the docstring of numpy.ma.median (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
x = np.ma.array(np.arange(8), mask=[0]*4 + [1]*4)
np.ma.median(x)
x = np.ma.array(np.arange(10).reshape(2, 5), mask=[0]*6 + [1]*4)
np.ma.median(x)
np.ma.median(x, axis=-1, overwrite_input=True)
df = pd.DataFrame(x)
