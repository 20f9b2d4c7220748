# source: the Examples of the docstring of numpy.chararray.base (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
import numpy as np
x = np.array([1,2,3,4])
x.base is None
y = x[2:]
y.base is x
df = pd.DataFrame(y)
