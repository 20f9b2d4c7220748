# source: the Examples of the docstring of scipy.optimize.approx_fprime (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
from scipy import optimize
def func(x, c0, c1):
    "Coordinate vector `x` should be an array of size two."
    return c0 * x[0]**2 + c1*x[1]**2
x = np.ones(2)
c0, c1 = (1, 200)
eps = np.sqrt(np.finfo(float).eps)
optimize.approx_fprime(x, func, [eps, np.sqrt(200) * eps], c0, c1)
df = pd.DataFrame(x)
