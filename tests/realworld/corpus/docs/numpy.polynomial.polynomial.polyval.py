# source: the Examples of the docstring of numpy.polynomial.polynomial.polyval (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = coef (array)
import pandas as pd
import numpy as np
from numpy.polynomial.polynomial import polyval
polyval(1, [1,2,3])
a = np.arange(4).reshape(2,2)
a
polyval(a, [1,2,3])
coef = np.arange(4).reshape(2,2) # multidimensional coefficients
coef
polyval([1,2], coef, tensor=True)
polyval([1,2], coef, tensor=False)
df = pd.DataFrame(coef)
