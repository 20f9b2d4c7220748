# source: the Examples of the docstring of scipy.linalg.cdf2rdf (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = vr (array)
import pandas as pd
import numpy as np
X = np.array([[1, 2, 3], [0, 4, 5], [0, -5, 4]])
X
from scipy import linalg
w, v = linalg.eig(X)
w
v
wr, vr = linalg.cdf2rdf(w, v)
wr
vr
vr @ wr
X @ vr
df = pd.DataFrame(vr)
