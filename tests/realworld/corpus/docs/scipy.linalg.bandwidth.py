# source: the Examples of the docstring of scipy.linalg.bandwidth (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = A (array)
import pandas as pd
import numpy as np
from scipy.linalg import bandwidth
A = np.array([[3., 0., 0., 0., 0.],
              [0., 4., 0., 0., 0.],
              [0., 0., 5., 1., 0.],
              [8., 0., 0., 6., 2.],
              [0., 9., 0., 0., 7.]])
bandwidth(A)
df = pd.DataFrame(A)
