# source: the Examples of the docstring of scipy.linalg.inv (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
from scipy import linalg
a = np.array([[1., 2.], [3., 4.]])
linalg.inv(a)
np.dot(a, linalg.inv(a))
df = pd.DataFrame(a)
