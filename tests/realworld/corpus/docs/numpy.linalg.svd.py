# source: the Examples of the docstring of numpy.linalg.svd (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = smat (array)
import pandas as pd
import numpy as np
a = np.random.randn(9, 6) + 1j*np.random.randn(9, 6)
b = np.random.randn(2, 7, 8, 3) + 1j*np.random.randn(2, 7, 8, 3)
u, s, vh = np.linalg.svd(a, full_matrices=True)
u.shape, s.shape, vh.shape
np.allclose(a, np.dot(u[:, :6] * s, vh))
smat = np.zeros((9, 6), dtype=complex)
smat[:6, :6] = np.diag(s)
np.allclose(a, np.dot(u, np.dot(smat, vh)))
u, s, vh = np.linalg.svd(a, full_matrices=False)
u.shape, s.shape, vh.shape
np.allclose(a, np.dot(u * s, vh))
smat = np.diag(s)
np.allclose(a, np.dot(u, np.dot(smat, vh)))
u, s, vh = np.linalg.svd(b, full_matrices=True)
u.shape, s.shape, vh.shape
np.allclose(b, np.matmul(u[..., :3] * s[..., None, :], vh))
np.allclose(b, np.matmul(u[..., :3], s[..., None] * vh))
u, s, vh = np.linalg.svd(b, full_matrices=False)
u.shape, s.shape, vh.shape
np.allclose(b, np.matmul(u * s[..., None, :], vh))
np.allclose(b, np.matmul(u, s[..., None] * vh))
df = pd.DataFrame(smat)
