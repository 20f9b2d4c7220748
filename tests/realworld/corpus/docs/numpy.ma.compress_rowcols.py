# source: the Examples of the docstring of numpy.ma.compress_rowcols (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
x = np.ma.array(np.arange(9).reshape(3, 3), mask=[[1, 0, 0],
                                                  [1, 0, 0],
                                                  [0, 0, 0]])
x
np.ma.compress_rowcols(x)
np.ma.compress_rowcols(x, 0)
np.ma.compress_rowcols(x, 1)
df = pd.DataFrame(x)
