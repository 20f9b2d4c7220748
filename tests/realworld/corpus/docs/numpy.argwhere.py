# source: the Examples of the docstring of numpy.argwhere (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
x = np.arange(6).reshape(2,3)
x
np.argwhere(x>1)
df = pd.DataFrame(x)
