# source: the Examples of the docstring of scipy.special.it2j0y0 (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = int_y (array)
import pandas as pd
from scipy.special import it2j0y0
int_j, int_y = it2j0y0(1.)
int_j, int_y
import numpy as np
points = np.array([0.5, 1.5, 3.])
int_j, int_y = it2j0y0(points)
int_j, int_y
x = np.linspace(0., 10., 1000)
int_j, int_y = it2j0y0(x)
df = pd.DataFrame(int_y)
