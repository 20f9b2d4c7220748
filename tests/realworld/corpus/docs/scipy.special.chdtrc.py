# source: the Examples of the docstring of scipy.special.chdtrc (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
import scipy.special as sc
v = 1
x = np.arange(4)
sc.chdtrc(v, x)
sc.gammaincc(v / 2, x / 2)
df = pd.DataFrame(x)
