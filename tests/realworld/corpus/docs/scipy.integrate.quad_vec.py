# source: the Examples of the docstring of scipy.integrate.quad_vec (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 5 plotting examples; df = y (array)
import pandas as pd
from scipy.integrate import quad_vec
import numpy as np
alpha = np.linspace(0.0, 2.0, num=30)
f = lambda x: x**alpha
x0, x1 = 0, 2
y, err = quad_vec(f, x0, x1)
df = pd.DataFrame(y)
