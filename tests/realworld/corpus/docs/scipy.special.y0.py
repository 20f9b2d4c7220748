# source: the Examples of the docstring of scipy.special.y0 (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 4 plotting examples; df = y (array)
import pandas as pd
from scipy.special import y0
y0(1.)
import numpy as np
y0(np.array([0.5, 2., 3.]))
x = np.linspace(0., 10., 1000)
y = y0(x)
df = pd.DataFrame(y)
