# source: the Examples of the docstring of scipy.linalg.subspace_angles (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 print calls; df = x (array)
import pandas as pd
import numpy as np
from scipy.linalg import hadamard, subspace_angles
rng = np.random.default_rng()
H = hadamard(4)
np.rad2deg(subspace_angles(H[:, :2], H[:, 2:]))
subspace_angles(H[:, :2], H[:, :2]) <= 2 * np.finfo(float).eps
x = rng.standard_normal((4, 3))
np.rad2deg(subspace_angles(x[:, :2], x[:, [2]]))
df = pd.DataFrame(x)
