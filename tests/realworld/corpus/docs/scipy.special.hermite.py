# source: the Examples of the docstring of scipy.special.hermite (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 6 plotting examples; df = y (array)
import pandas as pd
from scipy import special
import numpy as np
p_monic = special.hermite(3, monic=True)
p_monic
p_monic(1)
x = np.linspace(-3, 3, 400)
y = p_monic(x)
df = pd.DataFrame(y)
