# source: the Examples of the docstring of scipy.special.powm1 (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
import numpy as np
from scipy.special import powm1
x = np.array([1.2, 10.0, 0.9999999975])
y = np.array([1e-9, 1e-11, 0.1875])
powm1(x, y)
x**y - 1
df = pd.DataFrame(y)
