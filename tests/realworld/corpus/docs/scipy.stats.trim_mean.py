# source: the Examples of the docstring of scipy.stats.trim_mean (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x2 (array)
import pandas as pd
import numpy as np
from scipy import stats
x = np.arange(20)
stats.trim_mean(x, 0.1)
x2 = x.reshape(5, 4)
x2
stats.trim_mean(x2, 0.25)
stats.trim_mean(x2, 0.25, axis=1)
df = pd.DataFrame(x2)
