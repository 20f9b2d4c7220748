# source: the Examples of the docstring of scipy.fft.fft2 (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import scipy.fft
import numpy as np
x = np.mgrid[:5, :5][0]
scipy.fft.fft2(x)
df = pd.DataFrame(x)
