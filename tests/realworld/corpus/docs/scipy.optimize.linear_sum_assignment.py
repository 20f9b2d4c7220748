# source: the Examples of the docstring of scipy.optimize.linear_sum_assignment (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = col_ind (array)
import pandas as pd
import numpy as np
cost = np.array([[4, 1, 3], [2, 0, 5], [3, 2, 2]])
from scipy.optimize import linear_sum_assignment
row_ind, col_ind = linear_sum_assignment(cost)
col_ind
cost[row_ind, col_ind].sum()
df = pd.DataFrame(col_ind)
