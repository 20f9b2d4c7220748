# source: the Examples of the docstring of numpy.ma.masked_values (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
import numpy.ma as ma
x = np.array([1, 1.1, 2, 1.1, 3])
ma.masked_values(x, 1.1)
ma.masked_values(x, 2.1)
ma.masked_values(x, 2.1, atol=1e-1)
df = pd.DataFrame(x)
