# source: the Examples of the docstring of scipy.special.ynp_zeros (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 11 plotting examples; df = x (array)
import pandas as pd
from scipy.special import ynp_zeros
ynp_zeros(0, 4)
import numpy as np
from scipy.special import yn, ynp_zeros, yvp
zeros = ynp_zeros(0, 4)
xmax = 13
x = np.linspace(0, xmax, 500)
df = pd.DataFrame(x)
