# source: the Examples of the docstring of scipy.optimize.rosen_der (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = X (array)
import pandas as pd
import numpy as np
from scipy.optimize import rosen_der
X = 0.1 * np.arange(9)
rosen_der(X)
df = pd.DataFrame(X)
