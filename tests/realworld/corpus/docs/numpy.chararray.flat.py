# source: the Examples of the docstring of numpy.chararray.flat (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
x = np.arange(1, 7).reshape(2, 3)
x
x.flat[3]
x.T
x.T.flat[3]
type(x.flat)
x.flat = 3; x
x.flat[[1,4]] = 1; x
df = pd.DataFrame(x)
