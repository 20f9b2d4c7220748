# source: the Examples of the docstring of numpy.ma.MaskedArray.cumsum (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = marr (array)
import pandas as pd
import numpy as np
marr = np.ma.array(np.arange(10), mask=[0,0,0,1,1,1,0,0,0,0])
marr.cumsum()
df = pd.DataFrame(marr)
