# source: the Examples of the docstring of scipy.interpolate.CubicSpline (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 18 plotting examples, 1 print calls; df = x (array)
import pandas as pd
import numpy as np
from scipy.interpolate import CubicSpline
x = np.arange(10)
y = np.sin(x)
cs = CubicSpline(x, y)
xs = np.arange(-0.5, 9.6, 0.1)
theta = 2 * np.pi * np.linspace(0, 1, 5)
y = np.c_[np.cos(theta), np.sin(theta)]
cs = CubicSpline(theta, y, bc_type='periodic')
xs = 2 * np.pi * np.linspace(0, 1, 100)
cs = CubicSpline([0, 1], [0, 1], bc_type=((1, 0), (1, 3)))
x = np.linspace(0, 1)
np.allclose(x**3, cs(x))
df = pd.DataFrame(x)
