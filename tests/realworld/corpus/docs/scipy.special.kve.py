# source: the Examples of the docstring of scipy.special.kve (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = x (array)
import pandas as pd
import numpy as np
from scipy.special import kv, kve
kve(0, 1.)
kve([0, 1, 1.5], 1.)
points = np.array([1., 3., 10.])
kve(0, points)
kve([[0], [1], [2]], points)
x = np.linspace(0., 5., 1000)
kv(3, 1000.), kve(3, 1000.)
df = pd.DataFrame(x)
