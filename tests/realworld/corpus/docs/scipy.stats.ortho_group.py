# source: the Examples of the docstring of scipy.stats.ortho_group (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
from scipy.stats import ortho_group
x = ortho_group.rvs(3)
np.dot(x, x.T)
import scipy.linalg
np.fabs(scipy.linalg.det(x))
rv = ortho_group(5)
df = pd.DataFrame(x)
