# source: the Examples of the docstring of scipy.special.jn_zeros (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 9 plotting examples; df = x (array)
import pandas as pd
from scipy.special import jn_zeros
jn_zeros(3, 4)
import numpy as np
from scipy.special import jn, jn_zeros
j3_roots = jn_zeros(3, 4)
xmax = 18
xmin = -1
x = np.linspace(xmin, xmax, 500)
df = pd.DataFrame(x)
