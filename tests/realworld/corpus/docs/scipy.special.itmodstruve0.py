# source: the Examples of the docstring of scipy.special.itmodstruve0 (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 6 plotting examples; df = itmodstruve0_values (array)
import pandas as pd
import numpy as np
from scipy.special import itmodstruve0
itmodstruve0(1.)
points = np.array([1., 2., 3.5])
itmodstruve0(points)
x = np.linspace(-10., 10., 1000)
itmodstruve0_values = itmodstruve0(x)
df = pd.DataFrame(itmodstruve0_values)
