# source: the Examples of the docstring of scipy.interpolate.approximate_taylor_polynomial (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = x (array)
import pandas as pd
import numpy as np
from scipy.interpolate import approximate_taylor_polynomial
x = np.linspace(-10.0, 10.0, num=100)
df = pd.DataFrame(x)
