# source: the Examples of the docstring of scipy.special.dawsn (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 5 plotting examples; df = x (array)
import pandas as pd
import numpy as np
from scipy import special
x = np.linspace(-15, 15, num=1000)
df = pd.DataFrame(x)
