# source: the Examples of the docstring of scipy.fft.ifft2 (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import scipy.fft
import numpy as np
x = 4 * np.eye(4)
scipy.fft.ifft2(x)
df = pd.DataFrame(x)
