# source: the Examples of the docstring of scipy.signal.savgol_filter (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
from scipy.signal import savgol_filter
np.set_printoptions(precision=2)  # For compact display.
x = np.array([2, 2, 5, 2, 1, 0, 1, 4, 9])
savgol_filter(x, 5, 2)
savgol_filter(x, 5, 2, mode='nearest')
df = pd.DataFrame(x)
