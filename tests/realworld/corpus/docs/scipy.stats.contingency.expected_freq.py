# source: the Examples of the docstring of scipy.stats.contingency.expected_freq (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = observed (array)
import pandas as pd
import numpy as np
from scipy.stats.contingency import expected_freq
observed = np.array([[10, 10, 20],[20, 20, 20]])
expected_freq(observed)
df = pd.DataFrame(observed)
