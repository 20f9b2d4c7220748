# source: the Examples of the docstring of scipy.special.ive (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 6 plotting examples; df = x (array)
import pandas as pd
import numpy as np
from scipy.special import iv, ive
ive(0, 1.)
ive([0, 1, 1.5], 1.)
points = np.array([-2., 0., 3.])
ive(0, points)
ive([[0], [1], [2]], points)
x = np.linspace(-5., 5., 1000)
iv(3, 1000.), ive(3, 1000.)
df = pd.DataFrame(x)
