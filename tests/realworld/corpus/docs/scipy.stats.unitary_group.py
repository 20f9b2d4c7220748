# source: the Examples of the docstring of scipy.stats.unitary_group (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
from scipy.stats import unitary_group
x = unitary_group.rvs(3)
np.dot(x, x.conj().T)
rv = unitary_group(5)
df = pd.DataFrame(x)
