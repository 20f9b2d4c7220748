# source: the Examples of the docstring of scipy.linalg.det (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
from scipy import linalg
a = np.array([[1,2,3], [4,5,6], [7,8,9]])
linalg.det(a)
a = np.array([[0,2,3], [4,5,6], [7,8,9]])
linalg.det(a)
df = pd.DataFrame(a)
