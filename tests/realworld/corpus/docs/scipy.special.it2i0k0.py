# source: the Examples of the docstring of scipy.special.it2i0k0 (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = int_k (array)
import pandas as pd
from scipy.special import it2i0k0
int_i, int_k = it2i0k0(1.)
int_i, int_k
import numpy as np
points = np.array([0.5, 1.5, 3.])
int_i, int_k = it2i0k0(points)
int_i, int_k
x = np.linspace(0., 5., 1000)
int_i, int_k = it2i0k0(x)
df = pd.DataFrame(int_k)
