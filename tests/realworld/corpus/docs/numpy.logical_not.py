# source: the Examples of the docstring of numpy.logical_not (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
np.logical_not(3)
np.logical_not([True, False, 0, 1])
x = np.arange(5)
np.logical_not(x<3)
df = pd.DataFrame(x)
