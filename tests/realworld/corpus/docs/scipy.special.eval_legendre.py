# source: the Examples of the docstring of scipy.special.eval_legendre (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = X (array)
import pandas as pd
import numpy as np
from scipy.special import eval_legendre
eval_legendre(0, 0)
X = np.linspace(-1, 1, 5)  # Domain of Legendre polynomials
eval_legendre(1, X)
N = range(0, 5)
eval_legendre(N, 0)
X = np.linspace(-1, 1)
df = pd.DataFrame(X)
