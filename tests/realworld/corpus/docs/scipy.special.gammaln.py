# source: the Examples of the docstring of scipy.special.gammaln (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
import scipy.special as sc
sc.gammaln([1, 2])
sc.gammaln([0, -1, -2, -3, -4])
x = np.array([1e10, 1e20, 1e40, 1e80])
sc.gammaln(x)
x * np.log(x)
df = pd.DataFrame(x)
