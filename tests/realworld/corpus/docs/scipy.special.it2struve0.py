# source: the Examples of the docstring of scipy.special.it2struve0 (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 6 plotting examples; df = it2struve0_values (array)
import pandas as pd
import numpy as np
from scipy.special import it2struve0
it2struve0(1.)
points = np.array([1., 2., 3.5])
it2struve0(points)
x = np.linspace(-10., 10., 1000)
it2struve0_values = it2struve0(x)
df = pd.DataFrame(it2struve0_values)
