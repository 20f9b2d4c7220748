# source: the Examples of the docstring of scipy.fft.idstn (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
import numpy as np
from scipy.fft import dstn, idstn
rng = np.random.default_rng()
y = rng.standard_normal((16, 16))
np.allclose(y, idstn(dstn(y)))
df = pd.DataFrame(y)
