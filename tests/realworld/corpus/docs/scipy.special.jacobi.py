# source: the Examples of the docstring of scipy.special.jacobi (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = x (array)
import pandas as pd
import numpy as np
from scipy.special import jacobi
x = np.arange(-1.0, 1.0, 0.01)
np.allclose(jacobi(0, 2, 2)(x),
            jacobi(1, 2, 1)(x) - jacobi(1, 1, 2)(x))
x = np.arange(-1.0, 1.0, 0.01)
df = pd.DataFrame(x)
