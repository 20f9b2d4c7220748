# source: the Examples of the docstring of scipy.interpolate.KroghInterpolator (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = yi_k (array)
import pandas as pd
from scipy.interpolate import KroghInterpolator
KroghInterpolator([0,0,1],[0,2,0])
import numpy as np
rng = np.random.default_rng()
xi = np.linspace(0, 1, 5)
yi, ypi = rng.random((2, 5))
xi_k, yi_k = np.repeat(xi, 2), np.ravel(np.dstack((yi,ypi)))
KroghInterpolator(xi_k, yi_k)
KroghInterpolator([0,1],[[2,3],[4,5]])
df = pd.DataFrame(yi_k)
