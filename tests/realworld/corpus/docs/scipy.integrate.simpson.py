# source: the Examples of the docstring of scipy.integrate.simpson (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
from scipy import integrate
import numpy as np
x = np.arange(0, 10)
y = np.arange(0, 10)
integrate.simpson(y, x)
y = np.power(x, 3)
integrate.simpson(y, x)
integrate.quad(lambda x: x**3, 0, 9)[0]
integrate.simpson(y, x, even='first')
df = pd.DataFrame(y)
