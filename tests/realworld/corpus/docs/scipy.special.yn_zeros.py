# source: the Examples of the docstring of scipy.special.yn_zeros (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 9 plotting examples; df = x (array)
import pandas as pd
from scipy.special import yn_zeros
yn_zeros(2, 4)
import numpy as np
from scipy.special import yn, yn_zeros
xmin = 2
xmax = 15
x = np.linspace(xmin, xmax, 500)
df = pd.DataFrame(x)
