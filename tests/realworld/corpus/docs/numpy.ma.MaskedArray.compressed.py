# source: the Examples of the docstring of numpy.ma.MaskedArray.compressed (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
x = np.ma.array(np.arange(5), mask=[0]*2 + [1]*3)
x.compressed()
type(x.compressed())
df = pd.DataFrame(x)
