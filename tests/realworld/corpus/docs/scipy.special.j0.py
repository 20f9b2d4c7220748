# source: the Examples of the docstring of scipy.special.j0 (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 4 plotting examples; df = y (array)
import pandas as pd
from scipy.special import j0
j0(1.)
import numpy as np
j0(np.array([-2., 0., 4.]))
x = np.linspace(-20., 20., 1000)
y = j0(x)
df = pd.DataFrame(y)
