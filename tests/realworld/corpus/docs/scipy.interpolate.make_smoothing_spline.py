# source: the Examples of the docstring of scipy.interpolate.make_smoothing_spline (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 6 plotting examples; df = grid (array)
import pandas as pd
import numpy as np
np.random.seed(1234)
n = 200
def func(x):
   return x**3 + x**2 * np.sin(4 * x)
x = np.sort(np.random.random_sample(n) * 4 - 2)
y = func(x) + np.random.normal(scale=1.5, size=n)
from scipy.interpolate import make_smoothing_spline
spl = make_smoothing_spline(x, y)
grid = np.linspace(x[0], x[-1], 400)
df = pd.DataFrame(grid)
