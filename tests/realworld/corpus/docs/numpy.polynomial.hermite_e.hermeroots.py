# source: the Examples of the docstring of numpy.polynomial.hermite_e.hermeroots (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = coef (array)
import pandas as pd
from numpy.polynomial.hermite_e import hermeroots, hermefromroots
coef = hermefromroots([-1, 0, 1])
coef
hermeroots(coef)
df = pd.DataFrame(coef)
