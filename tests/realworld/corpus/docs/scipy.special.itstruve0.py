# source: the Examples of the docstring of scipy.special.itstruve0 (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 6 plotting examples; df = istruve0_values (array)
import pandas as pd
import numpy as np
from scipy.special import itstruve0
itstruve0(1.)
points = np.array([1., 2., 3.5])
itstruve0(points)
x = np.linspace(-20., 20., 1000)
istruve0_values = itstruve0(x)
df = pd.DataFrame(istruve0_values)
