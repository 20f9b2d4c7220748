# source: the Examples of the docstring of numpy.linalg.qr (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = p (array)
import pandas as pd
import numpy as np
a = np.random.randn(9, 6)
q, r = np.linalg.qr(a)
np.allclose(a, np.dot(q, r))  # a does equal qr
r2 = np.linalg.qr(a, mode='r')
np.allclose(r, r2)  # mode='r' returns the same r as mode='full'
a = np.random.normal(size=(3, 2, 2)) # Stack of 2 x 2 matrices as input
q, r = np.linalg.qr(a)
q.shape
r.shape
np.allclose(a, np.matmul(q, r))
A = np.array([[0, 1], [1, 1], [1, 1], [2, 1]])
A
b = np.array([1, 2, 2, 3])
q, r = np.linalg.qr(A)
p = np.dot(q.T, b)
np.dot(np.linalg.inv(r), p)
df = pd.DataFrame(p)
