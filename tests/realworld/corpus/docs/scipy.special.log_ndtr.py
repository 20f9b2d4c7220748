# source: the Examples of the docstring of scipy.special.log_ndtr (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
from scipy.special import log_ndtr, ndtr
x = np.array([6, 7, 9, 12, 15, 25])
log_ndtr(x)
np.log(ndtr(x))
df = pd.DataFrame(x)
