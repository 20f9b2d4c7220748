# source: the Examples of the docstring of scipy.special.iv (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 5 plotting examples; df = x (array)
import pandas as pd
from scipy.special import iv
iv(0, 1.)
iv(0, 1.), iv(1, 1.), iv(1.5, 1.)
iv([0, 1, 1.5], 1.)
import numpy as np
points = np.array([-2., 0., 3.])
iv(0, points)
orders = np.array([[0], [1]])
orders.shape
iv(orders, points)
x = np.linspace(-5., 5., 1000)
df = pd.DataFrame(x)
