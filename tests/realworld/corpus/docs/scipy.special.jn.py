# source: the Examples of the docstring of scipy.special.jn (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 5 plotting examples; df = x (array)
import pandas as pd
from scipy.special import jv
jv(0, 1.)
jv(0, 1.), jv(1, 1.), jv(1.5, 1.)
jv([0, 1, 1.5], 1.)
import numpy as np
points = np.array([-2., 0., 3.])
jv(0, points)
orders = np.array([[0], [1]])
orders.shape
jv(orders, points)
x = np.linspace(-10., 10., 1000)
df = pd.DataFrame(x)
