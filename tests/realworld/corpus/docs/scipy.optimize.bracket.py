# source: the Examples of the docstring of scipy.optimize.bracket (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = y (array)
import pandas as pd
import numpy as np
from scipy.optimize import bracket
def f(x):
    return 10*x**2 + 3*x + 5
x = np.linspace(-2, 2)
y = f(x)
init_xa, init_xb = 0, 1
xa, xb, xc, fa, fb, fc, funcalls = bracket(f, xa=init_xa, xb=init_xb)
df = pd.DataFrame(y)
