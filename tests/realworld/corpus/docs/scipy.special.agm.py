# source: the Examples of the docstring of scipy.special.agm (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 print calls; df = b (array)
import pandas as pd
import numpy as np
from scipy.special import agm
a, b = 24.0, 6.0
agm(a, b)
while a != b:
    a, b = (a + b)/2, np.sqrt(a*b)
a = np.array([[1.5], [3], [6]])  # a has shape (3, 1).
b = np.array([6, 12, 24, 48])    # b has shape (4,).
agm(a, b)
df = pd.DataFrame(b)
