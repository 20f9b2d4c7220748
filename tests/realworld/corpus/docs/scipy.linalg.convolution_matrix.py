# source: the Examples of the docstring of scipy.linalg.convolution_matrix (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
from scipy.linalg import convolution_matrix
A = convolution_matrix([-1, 4, -2], 5, mode='same')
A
x = np.array([1, 2, 0, -3, 0.5])
A @ x
np.convolve([-1, 4, -2], x, mode='same')
convolution_matrix([-1, 4, -2], 5, mode='full')
convolution_matrix([-1, 4, -2], 5, mode='valid')
df = pd.DataFrame(x)
