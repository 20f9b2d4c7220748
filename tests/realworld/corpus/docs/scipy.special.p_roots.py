# source: the Examples of the docstring of scipy.special.p_roots (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = t (array)
import pandas as pd
import numpy as np
from scipy.special import roots_legendre, eval_legendre
roots, weights = roots_legendre(9)
roots
weights
eval_legendre(9, roots)
def f(t):
   return t + 1/t
a = 1
b = 2
t = (b - a)/2 * roots + (a + b)/2
(b - a)/2 * f(t).dot(weights)
1.5 + np.log(2)
df = pd.DataFrame(t)
