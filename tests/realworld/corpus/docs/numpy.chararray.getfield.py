# source: the Examples of the docstring of numpy.chararray.getfield (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
x = np.diag([1.+1.j]*2)
x[1, 1] = 2 + 4.j
x
x.getfield(np.float64)
x.getfield(np.float64, offset=8)
df = pd.DataFrame(x)
