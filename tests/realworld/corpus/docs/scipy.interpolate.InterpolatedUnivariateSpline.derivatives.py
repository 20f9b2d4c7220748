# source: the Examples of the docstring of scipy.interpolate.InterpolatedUnivariateSpline.derivatives (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
import numpy as np
from scipy.interpolate import UnivariateSpline
x = np.linspace(0, 3, 11)
y = x**2
spl = UnivariateSpline(x, y)
spl.derivatives(1.5)
df = pd.DataFrame(y)
