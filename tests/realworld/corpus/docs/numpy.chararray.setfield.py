# source: the Examples of the docstring of numpy.chararray.setfield (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
x = np.eye(3)
x.getfield(np.float64)
x.setfield(3, np.int32)
x.getfield(np.int32)
x
x.setfield(np.eye(3), np.int32)
x
df = pd.DataFrame(x)
