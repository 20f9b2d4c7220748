# source: the Examples of the docstring of scipy.special.voigt_profile (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 18 plotting examples; df = xx (array)
import pandas as pd
from scipy.special import voigt_profile
import numpy as np
voigt_profile(2, 1., 1.)
values = np.array([-2., 0., 5])
voigt_profile(values, 1., 1.)
x = np.linspace(-10, 10, 500)
parameters_list = [(1.5, 0., "solid"), (1.3, 0.5, "dashed"),
                   (0., 1.8, "dotted"), (1., 1., "dashdot")]
from scipy.signal import convolve
x, dx = np.linspace(-10, 10, 500, retstep=True)
sigma = 2
gamma = 1
xx = 0.5*(x[1:] + x[:-1])  # midpoints
df = pd.DataFrame(xx)
