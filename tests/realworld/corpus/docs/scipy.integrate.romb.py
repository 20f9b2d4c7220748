# source: the Examples of the docstring of scipy.integrate.romb (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
from scipy import integrate
import numpy as np
x = np.arange(10, 14.25, 0.25)
y = np.arange(3, 12)
integrate.romb(y)
y = np.sin(np.power(x, 2.5))
integrate.romb(y)
integrate.romb(y, show=True)
df = pd.DataFrame(y)
