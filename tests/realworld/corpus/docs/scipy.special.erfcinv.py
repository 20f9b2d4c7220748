# source: the Examples of the docstring of scipy.special.erfcinv (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = y (array)
import pandas as pd
import numpy as np
from scipy.special import erfcinv
erfcinv(0.5)
y = np.linspace(0.0, 2.0, num=11)
erfcinv(y)
y = np.linspace(0, 2, 200)
df = pd.DataFrame(y)
