# source: the Examples of the docstring of scipy.special.erfinv (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = y (array)
import pandas as pd
import numpy as np
from scipy.special import erfinv, erf
erfinv(0.5)
y = np.linspace(-1.0, 1.0, num=9)
x = erfinv(y)
x
erf(x)
y = np.linspace(-1, 1, 200)
df = pd.DataFrame(y)
