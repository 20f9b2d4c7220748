# source: the Examples of the docstring of scipy.special.modstruve (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = x (array)
import pandas as pd
import numpy as np
from scipy.special import modstruve
modstruve(1, 2.)
modstruve([1, 2, 3], 2.)
points = np.array([2., 5., 8.])
modstruve(1, points)
orders = np.array([[1], [2], [3]])
points.shape, orders.shape
modstruve(orders, points)
x = np.linspace(-5., 5., 1000)
df = pd.DataFrame(x)
