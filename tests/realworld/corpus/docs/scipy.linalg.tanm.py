# source: the Examples of the docstring of scipy.linalg.tanm (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = c (array)
import pandas as pd
import numpy as np
from scipy.linalg import tanm, sinm, cosm
a = np.array([[1.0, 3.0], [1.0, 4.0]])
t = tanm(a)
t
s = sinm(a)
c = cosm(a)
s.dot(np.linalg.inv(c))
df = pd.DataFrame(c)
