# source: the Examples of the docstring of scipy.stats.mstats.trima (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
from scipy.stats.mstats import trima
import numpy as np
a = np.arange(10)
trima(a, limits=(2, 8), inclusive=(True, False))
df = pd.DataFrame(a)
