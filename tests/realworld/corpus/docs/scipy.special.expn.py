# source: the Examples of the docstring of scipy.special.expn (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
import scipy.special as sc
sc.expn(-1, 1.0), sc.expn(1, -1.0)
sc.expn([0, 1, 2, 3, 4], 0)
x = np.array([1, 2, 3, 4])
sc.expn(0, x)
np.exp(-x) / x
sc.expn(1, x)
sc.exp1(x)
df = pd.DataFrame(x)
