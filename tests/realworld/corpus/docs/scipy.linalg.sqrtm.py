# source: the Examples of the docstring of scipy.linalg.sqrtm (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = r (array)
import pandas as pd
import numpy as np
from scipy.linalg import sqrtm
a = np.array([[1.0, 3.0], [1.0, 4.0]])
r = sqrtm(a)
r
r.dot(r)
df = pd.DataFrame(r)
