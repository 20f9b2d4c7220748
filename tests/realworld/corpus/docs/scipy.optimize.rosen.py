# source: the Examples of the docstring of scipy.optimize.rosen (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 5 plotting examples; df = Y (array)
import pandas as pd
import numpy as np
from scipy.optimize import rosen
X = 0.1 * np.arange(10)
rosen(X)
x = np.linspace(-1, 1, 50)
X, Y = np.meshgrid(x, x)
df = pd.DataFrame(Y)
