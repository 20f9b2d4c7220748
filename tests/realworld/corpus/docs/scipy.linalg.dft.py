# source: the Examples of the docstring of scipy.linalg.dft (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
from scipy.linalg import dft
np.set_printoptions(precision=2, suppress=True)  # for compact output
m = dft(5)
m
x = np.array([1, 2, 3, 0, 3])
m @ x  # Compute the DFT of x
from scipy.fft import fft
fft(x)     # Same result as m @ x
df = pd.DataFrame(x)
