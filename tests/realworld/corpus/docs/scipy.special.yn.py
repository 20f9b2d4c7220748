# source: the Examples of the docstring of scipy.special.yn (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 6 plotting examples; df = x (array)
import pandas as pd
from scipy.special import yn
yn(0, 1.)
yn(0, 1.), yn(1, 1.), yn(2, 1.)
yn([0, 1, 2], 1.)
import numpy as np
points = np.array([0.5, 3., 8.])
yn(0, points)
orders = np.array([[0], [1]])
orders.shape
yn(orders, points)
x = np.linspace(0., 10., 1000)
df = pd.DataFrame(x)
