# source: the Examples of the docstring of scipy.special.k1e (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 4 plotting examples; df = y (array)
import pandas as pd
from scipy.special import k1e
k1e(1.)
import numpy as np
k1e(np.array([0.5, 2., 3.]))
x = np.linspace(0., 10., 1000)
y = k1e(x)
from scipy.special import k1
k1(1000.), k1e(1000.)
df = pd.DataFrame(y)
