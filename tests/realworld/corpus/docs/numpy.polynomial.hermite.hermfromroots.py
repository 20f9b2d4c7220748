# source: the Examples of the docstring of numpy.polynomial.hermite.hermfromroots (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = coef (array)
import pandas as pd
from numpy.polynomial.hermite import hermfromroots, hermval
coef = hermfromroots((-1, 0, 1))
hermval((-1, 0, 1), coef)
coef = hermfromroots((-1j, 1j))
hermval((-1j, 1j), coef)
df = pd.DataFrame(coef)
