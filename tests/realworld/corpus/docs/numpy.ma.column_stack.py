# source: the Examples of the docstring of numpy.ma.column_stack (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy as np
a = np.array((1,2,3))
b = np.array((2,3,4))
np.column_stack((a,b))
df = pd.DataFrame(b)
