# source: the Examples of the docstring of scipy.special.hyp1f1 (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
import scipy.special as sc
sc.hyp1f1(0.5, 0.5, 0)
sc.hyp1f1(0.5, -1, 0)
a, b, x = -1, 0.5, np.array([1.0, 2.0, 3.0, 4.0])
sc.hyp1f1(a, b, x)
1 + (a / b) * x
sc.hyp1f1(2, 2, [1, 2, 3, 4])
np.exp([1, 2, 3, 4])
df = pd.DataFrame(x)
