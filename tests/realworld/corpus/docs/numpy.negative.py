# source: the Examples of the docstring of numpy.negative (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x1 (array)
import pandas as pd
import numpy as np
np.negative([1.,-1.])
x1 = np.array(([1., -1.]))
-x1
df = pd.DataFrame(x1)
