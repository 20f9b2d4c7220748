# source: the Examples of the docstring of numpy.polynomial.laguerre.lagfromroots (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = coef (array)
import pandas as pd
from numpy.polynomial.laguerre import lagfromroots, lagval
coef = lagfromroots((-1, 0, 1))
lagval((-1, 0, 1), coef)
coef = lagfromroots((-1j, 1j))
lagval((-1j, 1j), coef)
df = pd.DataFrame(coef)
