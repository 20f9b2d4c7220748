# source: the Examples of the docstring of scipy.interpolate.pchip_interpolate (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 5 plotting examples; df = y (array)
import pandas as pd
import numpy as np
from scipy.interpolate import pchip_interpolate
x_observed = np.linspace(0.0, 10.0, 11)
y_observed = np.sin(x_observed)
x = np.linspace(min(x_observed), max(x_observed), num=100)
y = pchip_interpolate(x_observed, y_observed, x)
df = pd.DataFrame(y)
