# source: the Examples of the docstring of scipy.special.h1vp (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = points (array)
import pandas as pd
from scipy.special import h1vp
h1vp(0, 1, 0), h1vp(0, 1, 1), h1vp(0, 1, 2)
h1vp([0, 1, 2], 1, 1)
import numpy as np
points = np.array([0.5, 1.5, 3.])
h1vp(0, points, 1)
df = pd.DataFrame(points)
