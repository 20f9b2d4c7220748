# source: the Examples of the docstring of scipy.linalg.find_best_blas_type (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy as np
import scipy.linalg.blas as bla
rng = np.random.default_rng()
a = rng.random((10,15))
b = np.asfortranarray(a)  # Change the memory layout order
bla.find_best_blas_type((a,))
bla.find_best_blas_type((a*1j,))
bla.find_best_blas_type((b,))
df = pd.DataFrame(b)
