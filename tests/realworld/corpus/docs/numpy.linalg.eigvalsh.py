# source: the Examples of the docstring of numpy.linalg.eigvalsh (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = wb (array)
import pandas as pd
import numpy as np
from numpy import linalg as LA
a = np.array([[1, -2j], [2j, 5]])
LA.eigvalsh(a)
a = np.array([[5+2j, 9-2j], [0+2j, 2-1j]])
a
b = np.array([[5.+0.j, 0.-2.j], [0.+2.j, 2.-0.j]])
b
wa = LA.eigvalsh(a)
wb = LA.eigvals(b)
wa; wb
df = pd.DataFrame(wb)
