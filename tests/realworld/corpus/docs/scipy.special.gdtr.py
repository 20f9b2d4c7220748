# source: the Examples of the docstring of scipy.special.gdtr (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 10 plotting examples; df = xvalues (array)
import pandas as pd
import numpy as np
from scipy.special import gdtr
gdtr(1., 2., 5.)
xvalues = np.array([1., 2., 3., 4])
gdtr(1., 1., xvalues)
a = np.array([[0.5], [1.5], [2.5]])
x = np.array([1., 2., 3., 4])
a.shape, x.shape
gdtr(a, 3., x)
a_parameters = [0.3, 1, 2, 6]
b_parameters = [2, 10, 15, 20]
linestyles = ['solid', 'dashed', 'dotted', 'dashdot']
parameters_list = list(zip(a_parameters, b_parameters, linestyles))
x = np.linspace(0, 30, 1000)
from scipy.stats import gamma
a = 2.
b = 3
x = 1.
df = pd.DataFrame(xvalues)
