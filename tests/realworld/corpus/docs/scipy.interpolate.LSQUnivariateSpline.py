# source: the Examples of the docstring of scipy.interpolate.LSQUnivariateSpline (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 4 plotting examples; df = knt (array)
import pandas as pd
import numpy as np
from scipy.interpolate import LSQUnivariateSpline, UnivariateSpline
rng = np.random.default_rng()
x = np.linspace(-3, 3, 50)
y = np.exp(-x**2) + 0.1 * rng.standard_normal(50)
t = [-1, 0, 1]
spl = LSQUnivariateSpline(x, y, t)
xs = np.linspace(-3, 3, 1000)
spl.get_knots()
x = np.arange(10)
s = UnivariateSpline(x, x, s=0)
s.get_knots()
knt = s.get_knots()
s1 = LSQUnivariateSpline(x, x, knt[1:-1])    # Chop 1st and last knot
s1.get_knots()
df = pd.DataFrame(knt)
