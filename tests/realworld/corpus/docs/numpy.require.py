# source: the Examples of the docstring of numpy.require (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
import numpy as np
x = np.arange(6).reshape(2,3)
x.flags
y = np.require(x, dtype=np.float32, requirements=['A', 'O', 'W', 'F'])
y.flags
df = pd.DataFrame(y)
