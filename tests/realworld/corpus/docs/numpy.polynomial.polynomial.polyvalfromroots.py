# source: the Examples of the docstring of numpy.polynomial.polynomial.polyvalfromroots (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = r (array)
import pandas as pd
import numpy as np
from numpy.polynomial.polynomial import polyvalfromroots
polyvalfromroots(1, [1,2,3])
a = np.arange(4).reshape(2,2)
a
polyvalfromroots(a, [-1, 0, 1])
r = np.arange(-2, 2).reshape(2,2) # multidimensional coefficients
r # each column of r defines one polynomial
b = [-2, 1]
polyvalfromroots(b, r, tensor=True)
polyvalfromroots(b, r, tensor=False)
df = pd.DataFrame(r)
