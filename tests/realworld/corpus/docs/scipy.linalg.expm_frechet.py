# source: the Examples of the docstring of scipy.linalg.expm_frechet (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = expm_M (array)
import pandas as pd
import numpy as np
from scipy import linalg
rng = np.random.default_rng()
A = rng.standard_normal((3, 3))
E = rng.standard_normal((3, 3))
expm_A, expm_frechet_AE = linalg.expm_frechet(A, E)
expm_A.shape, expm_frechet_AE.shape
M = np.zeros((6, 6))
M[:3, :3] = A
M[:3, 3:] = E
M[3:, 3:] = A
expm_M = linalg.expm(M)
np.allclose(expm_A, expm_M[:3, :3])
np.allclose(expm_frechet_AE, expm_M[:3, 3:])
df = pd.DataFrame(expm_M)
