# source: the Examples of the docstring of scipy.special.gegenbauer (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = y (array)
import pandas as pd
import numpy as np
from scipy import special
p = special.gegenbauer(3, 0.5, monic=False)
p
p(1)
x = np.linspace(-3, 3, 400)
y = p(x)
df = pd.DataFrame(y)
