# source: the Examples of the docstring of numpy.polynomial.laguerre.lagroots (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = coef (array)
import pandas as pd
from numpy.polynomial.laguerre import lagroots, lagfromroots
coef = lagfromroots([0, 1, 2])
coef
lagroots(coef)
df = pd.DataFrame(coef)
