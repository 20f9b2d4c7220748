# source: the Examples of the docstring of scipy.special.y0_zeros (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 9 plotting examples, 2 print calls; df = grads (array)
import pandas as pd
import numpy as np
from scipy.special import y0_zeros
zeros, grads = y0_zeros(4)
with np.printoptions(precision=5):
    pass
from scipy.special import y0
xmin = 0
xmax = 11
x = np.linspace(xmin, xmax, 500)
zeros, grads = y0_zeros(4)
y0_zeros(4, True)
df = pd.DataFrame(grads)
