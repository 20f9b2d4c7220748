# source: the Examples of the docstring of scipy.linalg.solve_banded (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
from scipy.linalg import solve_banded
ab = np.array([[0,  0, -1, -1, -1],
               [0,  2,  2,  2,  2],
               [5,  4,  3,  2,  1],
               [1,  1,  1,  1,  0]])
b = np.array([0, 1, 2, 2, 3])
x = solve_banded((1, 2), ab, b)
x
df = pd.DataFrame(x)
