# source: the Examples of the docstring of scipy.interpolate.lagrange (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 6 plotting examples; df = x_new (array)
import pandas as pd
import numpy as np
from scipy.interpolate import lagrange
x = np.array([0, 1, 2])
y = x**3
poly = lagrange(x, y)
from numpy.polynomial.polynomial import Polynomial
Polynomial(poly.coef[::-1]).coef
x_new = np.arange(0, 2.1, 0.1)
df = pd.DataFrame(x_new)
