# source: the Examples of the docstring of scipy.interpolate.InterpolatedUnivariateSpline (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 4 plotting examples; df = xs (array)
import pandas as pd
import numpy as np
from scipy.interpolate import InterpolatedUnivariateSpline
rng = np.random.default_rng()
x = np.linspace(-3, 3, 50)
y = np.exp(-x**2) + 0.1 * rng.standard_normal(50)
spl = InterpolatedUnivariateSpline(x, y)
xs = np.linspace(-3, 3, 1000)
spl.get_residual()
df = pd.DataFrame(xs)
