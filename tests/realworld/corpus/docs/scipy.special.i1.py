# source: the Examples of the docstring of scipy.special.i1 (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 4 plotting examples; df = y (array)
import pandas as pd
from scipy.special import i1
i1(1.)
import numpy as np
i1(np.array([-2., 0., 6.]))
x = np.linspace(-10., 10., 1000)
y = i1(x)
df = pd.DataFrame(y)
