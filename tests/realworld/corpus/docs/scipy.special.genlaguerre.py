# source: the Examples of the docstring of scipy.special.genlaguerre (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = x (array)
import pandas as pd
import numpy as np
from scipy.special import binom
from scipy.special import genlaguerre
from scipy.special import hyp1f1
x = np.arange(-1.0, 1.0, 0.01)
np.allclose(genlaguerre(3, 3)(x), binom(6, 3) * hyp1f1(-3, 4, x))
x = np.arange(-4.0, 12.0, 0.01)
df = pd.DataFrame(x)
