# source: the Examples of the docstring of scipy.optimize.fsolve (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = root (array)
import pandas as pd
import numpy as np
from scipy.optimize import fsolve
def func(x):
    return [x[0] * np.cos(x[1]) - 4,
            x[1] * x[0] - x[1] - 5]
root = fsolve(func, [1, 1])
root
np.isclose(func(root), [0.0, 0.0])  # func(root) should be almost 0.0.
df = pd.DataFrame(root)
