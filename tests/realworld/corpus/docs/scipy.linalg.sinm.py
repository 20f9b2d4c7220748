# source: the Examples of the docstring of scipy.linalg.sinm (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
from scipy.linalg import expm, sinm, cosm
a = np.array([[1.0, 2.0], [-1.0, 3.0]])
expm(1j*a)
cosm(a) + 1j*sinm(a)
df = pd.DataFrame(a)
