# source: the Examples of the docstring of scipy.special.kv (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 6 plotting examples; df = x (array)
import pandas as pd
import numpy as np
from scipy.special import kv
x = np.linspace(0, 5, 1000)
kv([4, 4.5, 5], 1+2j)
df = pd.DataFrame(x)
