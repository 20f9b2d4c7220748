# source: the Examples of the docstring of scipy.special.yvp (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 9 plotting examples; df = x (array)
import pandas as pd
from scipy.special import yvp
yvp(0, 1, 0), yvp(0, 1, 1), yvp(0, 1, 2)
yvp([0, 1, 2], 1, 1)
import numpy as np
points = np.array([0.5, 1.5, 3.])
yvp(0, points, 1)
x = np.linspace(0, 5, 1000)
df = pd.DataFrame(x)
