# source: the Examples of the docstring of scipy.special.spherical_kn (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = x (array)
import pandas as pd
from scipy.special import spherical_kn
spherical_kn(0, 3+5j)
type(spherical_kn(0, 3+5j))
import numpy as np
x = np.arange(1.0, 2.0, 0.01)
np.allclose(spherical_kn(3, x, True),
            - 4/x * spherical_kn(3, x) - spherical_kn(2, x))
x = np.arange(0.0, 4.0, 0.01)
df = pd.DataFrame(x)
