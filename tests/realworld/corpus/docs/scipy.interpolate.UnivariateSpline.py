# source: the Examples of the docstring of scipy.interpolate.UnivariateSpline (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 5 plotting examples; df = xs (array)
import pandas as pd
import numpy as np
from scipy.interpolate import UnivariateSpline
x, y = np.array([1, 2, 3, 4]), np.array([1, np.nan, 3, 4])
w = np.isnan(y)
y[w] = 0.
spl = UnivariateSpline(x, y, w=~w)
import numpy as np
from scipy.interpolate import UnivariateSpline
rng = np.random.default_rng()
x = np.linspace(-3, 3, 50)
y = np.exp(-x**2) + 0.1 * rng.standard_normal(50)
spl = UnivariateSpline(x, y)
xs = np.linspace(-3, 3, 1000)
spl.set_smoothing_factor(0.5)
df = pd.DataFrame(xs)
