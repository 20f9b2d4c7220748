# source: the Examples of the docstring of scipy.linalg.pinv (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = B (array)
import pandas as pd
import numpy as np
from scipy import linalg
rng = np.random.default_rng()
a = rng.standard_normal((9, 6))
B = linalg.pinv(a)
np.allclose(a, a @ B @ a)
np.allclose(B, B @ a @ B)
df = pd.DataFrame(B)
