# source: the Examples of the docstring of scipy.interpolate.BSpline.basis_element (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 6 plotting examples; df = x (array)
import pandas as pd
import numpy as np
from scipy.interpolate import BSpline
b = BSpline.basis_element([0, 1, 2, 3, 4])
k = b.k
b.t[k:-k]
k
t = [0, 1, 1, 2]
b = BSpline.basis_element(t)
def f(x):
    return np.where(x < 1, x*x, (2. - x)**2)
x = np.linspace(0, 2, 51)
df = pd.DataFrame(x)
