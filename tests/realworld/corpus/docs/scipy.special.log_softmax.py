# source: the Examples of the docstring of scipy.special.log_softmax (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
import numpy as np
from scipy.special import log_softmax
from scipy.special import softmax
np.set_printoptions(precision=5)
x = np.array([1000.0, 1.0])
y = log_softmax(x)
y
with np.errstate(divide='ignore'):
  y = np.log(softmax(x))
y
df = pd.DataFrame(y)
