# source: the Examples of the docstring of scipy.special.exp1 (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
import scipy.special as sc
sc.exp1(0)
sc.exp1(-1)
sc.exp1(complex(-1, 0))
sc.exp1(complex(-1, -0.0))
sc.exp1([1, 10, 100, 1000])
x = np.array([1, 2, 3, 4])
sc.exp1(x)
-sc.expi(-x)
df = pd.DataFrame(x)
