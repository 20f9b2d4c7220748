# source: the Examples of the docstring of scipy.special.expi (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
import scipy.special as sc
x = np.array([1, 2, 3, 4])
-sc.expi(-x)
sc.exp1(x)
sc.expi(-1 + 1e-12j)
sc.expi(-1 - 1e-12j)
sc.expi(-1)
sc.expi(complex(-1, 0.0))
sc.expi(complex(-1, -0.0))
df = pd.DataFrame(x)
