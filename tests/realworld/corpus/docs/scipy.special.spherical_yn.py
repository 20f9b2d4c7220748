# source: the Examples of the docstring of scipy.special.spherical_yn (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = x (array)
import pandas as pd
from scipy.special import spherical_yn
spherical_yn(0, 3+5j)
type(spherical_yn(0, 3+5j))
import numpy as np
x = np.arange(1.0, 2.0, 0.01)
np.allclose(spherical_yn(3, x, True),
            spherical_yn(2, x) - 4/x * spherical_yn(3, x))
x = np.arange(0.0, 10.0, 0.01)
df = pd.DataFrame(x)
