# source: the Examples of the docstring of scipy.stats.qmc.update_discrepancy (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = space (array)
import pandas as pd
import numpy as np
from scipy.stats import qmc
space = np.array([[1, 3], [2, 6], [3, 2], [4, 5], [5, 1], [6, 4]])
l_bounds = [0.5, 0.5]
u_bounds = [6.5, 6.5]
space = qmc.scale(space, l_bounds, u_bounds, reverse=True)
disc_init = qmc.discrepancy(space[:-1], iterative=True)
disc_init
qmc.update_discrepancy(space[-1], space[:-1], disc_init)
df = pd.DataFrame(space)
