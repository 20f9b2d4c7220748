# source: the Examples of the docstring of numpy.ma.asarray (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
x = np.arange(10.).reshape(2, 5)
x
np.ma.asarray(x)
type(np.ma.asarray(x))
df = pd.DataFrame(x)
