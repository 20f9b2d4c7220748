# source: the Examples of the docstring of scipy.integrate.cumulative_trapezoid (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 3 plotting examples; df = y_int (array)
import pandas as pd
from scipy import integrate
import numpy as np
x = np.linspace(-2, 2, num=20)
y = x
y_int = integrate.cumulative_trapezoid(y, x, initial=0)
df = pd.DataFrame(y_int)
