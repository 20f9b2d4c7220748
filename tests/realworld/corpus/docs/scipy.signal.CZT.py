# source: the Examples of the docstring of scipy.signal.CZT (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 5 plotting examples; df = C (array)
import pandas as pd
from scipy.signal import CZT
import numpy as np
a = np.random.rand(7)
b = np.random.rand(7)
c = np.random.rand(7)
czt_7 = CZT(n=7)
A = czt_7(a)
B = czt_7(b)
C = czt_7(c)
czt_7.points()
df = pd.DataFrame(C)
