# source: the Examples of the docstring of scipy.special.airy (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = bip (array)
import pandas as pd
import numpy as np
from scipy import special
x = np.linspace(-15, 5, 201)
ai, aip, bi, bip = special.airy(x)
df = pd.DataFrame(bip)
