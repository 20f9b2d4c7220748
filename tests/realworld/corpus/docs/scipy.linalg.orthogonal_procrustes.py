# source: the Examples of the docstring of scipy.linalg.orthogonal_procrustes (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = R (array)
import pandas as pd
import numpy as np
from scipy.linalg import orthogonal_procrustes
A = np.array([[ 2,  0,  1], [-2,  0,  0]])
R, sca = orthogonal_procrustes(A, np.fliplr(A))
R
sca
df = pd.DataFrame(R)
