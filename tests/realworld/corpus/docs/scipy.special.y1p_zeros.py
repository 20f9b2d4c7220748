# source: the Examples of the docstring of scipy.special.y1p_zeros (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 12 plotting examples, 2 print calls; df = x (array)
import pandas as pd
import numpy as np
from scipy.special import y1p_zeros
y1grad_roots, y1_values = y1p_zeros(4)
with np.printoptions(precision=5):
    pass
from scipy.special import y1, yvp
y1_roots, y1_values_at_roots = y1p_zeros(4)
real_roots = y1_roots.real
xmax = 15
x = np.linspace(0, xmax, 500)
df = pd.DataFrame(x)
