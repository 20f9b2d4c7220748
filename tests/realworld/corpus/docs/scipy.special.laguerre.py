# source: the Examples of the docstring of scipy.special.laguerre (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = x (array)
import pandas as pd
import numpy as np
from scipy.special import genlaguerre
from scipy.special import laguerre
x = np.arange(-1.0, 1.0, 0.01)
np.allclose(genlaguerre(3, 0)(x), laguerre(3)(x))
x = np.arange(0.0, 1.0, 0.01)
np.allclose(4 * laguerre(4)(x),
            (7 - x) * laguerre(3)(x) - 3 * laguerre(2)(x))
x = np.arange(-1.0, 5.0, 0.01)
df = pd.DataFrame(x)
