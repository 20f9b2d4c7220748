# source: the Examples of the docstring of numpy.matrix.var (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
x = np.matrix(np.arange(12).reshape((3, 4)))
x
x.var()
x.var(0)
x.var(1)
df = pd.DataFrame(x)
