# source: the Examples of the docstring of scipy.special.chebyu (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 14 plotting examples; df = x (array)
import pandas as pd
import numpy as np
from scipy.linalg import det
from scipy.special import chebyu
x = np.arange(-1.0, 1.0, 0.01)
from scipy.special import chebyt
x = np.arange(-1.0, 1.0, 0.01)
np.allclose(chebyu(3)(x), 2 * chebyt(2)(x) * chebyu(1)(x))
x = np.arange(-1.0, 1.0, 0.01)
df = pd.DataFrame(x)
