# source: the Examples of the docstring of scipy.interpolate.InterpolatedUnivariateSpline.derivative (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
import numpy as np
from scipy.interpolate import UnivariateSpline
x = np.linspace(0, 10, 70)
y = np.sin(x)
spl = UnivariateSpline(x, y, k=4, s=0)
spl.derivative().roots() / np.pi
df = pd.DataFrame(y)
