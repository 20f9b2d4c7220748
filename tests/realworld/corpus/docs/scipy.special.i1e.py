# source: the Examples of the docstring of scipy.special.i1e (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 4 plotting examples; df = y (array)
import pandas as pd
from scipy.special import i1e
i1e(1.)
import numpy as np
i1e(np.array([-2., 0., 6.]))
x = np.linspace(-10., 10., 1000)
y = i1e(x)
from scipy.special import i1
i1(1000.), i1e(1000.)
df = pd.DataFrame(y)
