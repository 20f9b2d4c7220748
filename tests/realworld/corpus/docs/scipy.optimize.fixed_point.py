# source: the Examples of the docstring of scipy.optimize.fixed_point (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = c2 (array)
import pandas as pd
import numpy as np
from scipy import optimize
def func(x, c1, c2):
   return np.sqrt(c1/(x+c2))
c1 = np.array([10,12.])
c2 = np.array([3, 5.])
optimize.fixed_point(func, [1.2, 1.3], args=(c1,c2))
df = pd.DataFrame(c2)
