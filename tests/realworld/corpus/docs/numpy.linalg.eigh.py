# source: the Examples of the docstring of numpy.linalg.eigh (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = vb (array)
import pandas as pd
import numpy as np
from numpy import linalg as LA
a = np.array([[1, -2j], [2j, 5]])
a
w, v = LA.eigh(a)
w; v
np.dot(a, v[:, 0]) - w[0] * v[:, 0] # verify 1st e-val/vec pair
np.dot(a, v[:, 1]) - w[1] * v[:, 1] # verify 2nd e-val/vec pair
A = np.matrix(a) # what happens if input is a matrix object
A
w, v = LA.eigh(A)
w; v
a = np.array([[5+2j, 9-2j], [0+2j, 2-1j]])
a
b = np.array([[5.+0.j, 0.-2.j], [0.+2.j, 2.-0.j]])
b
wa, va = LA.eigh(a)
wb, vb = LA.eig(b)
wa; wb
va; vb
df = pd.DataFrame(vb)
