# source: the Examples of the docstring of scipy.special.itairy (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 9 plotting examples; df = bnt (array)
import pandas as pd
import numpy as np
from scipy.special import itairy
apt, bpt, ant, bnt = itairy(1.)
apt, bpt, ant, bnt
x = np.array([1., 1.5, 2.5, 5])
apt, bpt, ant, bnt = itairy(x)
apt, bpt, ant, bnt
x = np.linspace(-10, 10, 500)
apt, bpt, ant, bnt = itairy(x)
df = pd.DataFrame(bnt)
