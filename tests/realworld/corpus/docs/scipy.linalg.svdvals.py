# source: the Examples of the docstring of scipy.linalg.svdvals (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = orth (array)
import pandas as pd
import numpy as np
a = np.empty((0, 2))
from scipy.linalg import svdvals
svdvals(a)
import numpy as np
from scipy.linalg import svdvals
m = np.array([[1.0, 0.0],
              [2.0, 3.0],
              [1.0, 1.0],
              [0.0, 2.0],
              [1.0, 0.0]])
svdvals(m)
t = np.linspace(0, np.pi, 2000)
u = np.array([np.cos(t), np.sin(t)])
np.linalg.norm(m.dot(u), axis=0).max()
v = np.array([0.1, 0.3, 0.9, 0.3])
p = np.outer(v, v)
svdvals(p)
from scipy.stats import ortho_group
orth = ortho_group.rvs(4)
svdvals(orth)
df = pd.DataFrame(orth)
