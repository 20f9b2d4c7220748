# source: the Examples of the docstring of scipy.stats.mstats.mode (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = m_arr (array)
import pandas as pd
import numpy as np
from scipy import stats
from scipy.stats import mstats
m_arr = np.ma.array([1, 1, 0, 0, 0, 0], mask=[0, 0, 1, 1, 1, 0])
mstats.mode(m_arr)  # note that most zeros are masked
df = pd.DataFrame(m_arr)
