# source: the Examples of the docstring of scipy.signal.spectral.zero_ext (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
from scipy.signal._arraytools import zero_ext
a = np.array([[1, 2, 3, 4, 5], [0, 1, 4, 9, 16]])
zero_ext(a, 2)
df = pd.DataFrame(a)
