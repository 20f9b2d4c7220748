# source: the Examples of the docstring of numpy.atleast_2d (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
np.atleast_2d(3.0)
x = np.arange(3.0)
np.atleast_2d(x)
np.atleast_2d(x).base is x
np.atleast_2d(1, [1, 2], [[1, 2]])
df = pd.DataFrame(x)
