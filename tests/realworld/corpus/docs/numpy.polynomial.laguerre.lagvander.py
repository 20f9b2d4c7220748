# source: the Examples of the docstring of numpy.polynomial.laguerre.lagvander (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
from numpy.polynomial.laguerre import lagvander
x = np.array([0, 1, 2])
lagvander(x, 3)
df = pd.DataFrame(x)
