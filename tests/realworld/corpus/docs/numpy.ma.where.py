# source: the Examples of the docstring of numpy.ma.where (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
x = np.ma.array(np.arange(9.).reshape(3, 3), mask=[[0, 1, 0],
                                                   [1, 0, 1],
                                                   [0, 1, 0]])
x
np.ma.where(x > 5, x, -3.1416)
df = pd.DataFrame(x)
