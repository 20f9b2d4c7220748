# source: the Examples of the docstring of scipy.special.yve (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = z (array)
import pandas as pd
import numpy as np
from scipy.special import yv, yve
v = 1
z = 1000j
yv(v, z), yve(v, z)
v, z = 1, 1000
yv(v, z), yve(v, z)
yve([1, 2, 3], 1j)
yve(1, np.array([1j, 2j, 3j]))
v = np.array([[1], [2]])
z = np.array([3j, 4j, 5j])
v.shape, z.shape
yve(v, z)
df = pd.DataFrame(z)
