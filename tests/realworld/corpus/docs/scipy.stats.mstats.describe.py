# source: the Examples of the docstring of scipy.stats.mstats.describe (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = ma (array)
import pandas as pd
import numpy as np
from scipy.stats.mstats import describe
ma = np.ma.array(range(6), mask=[0, 0, 0, 1, 1, 1])
describe(ma)
df = pd.DataFrame(ma)
