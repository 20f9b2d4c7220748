# source: the Examples of the docstring of scipy.linalg.lstsq (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = yy (array)
import pandas as pd
import numpy as np
from scipy.linalg import lstsq
x = np.array([1, 2.5, 3.5, 4, 5, 7, 8.5])
y = np.array([0.3, 1.1, 1.5, 2.0, 3.2, 6.6, 8.6])
M = x[:, np.newaxis]**[0, 2]
M
p, res, rnk, s = lstsq(M, y)
p
xx = np.linspace(0, 9, 101)
yy = p[0] + p[1]*xx**2
df = pd.DataFrame(yy)
