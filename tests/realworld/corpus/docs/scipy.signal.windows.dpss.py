# source: the Examples of the docstring of scipy.signal.windows.dpss (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 21 plotting examples; df = Ms (array)
import pandas as pd
import numpy as np
from scipy.signal import windows, freqz
M = 51
M = 512
NW = 2.5
win, eigvals = windows.dpss(M, NW, 4, return_ratios=True)
Ms = np.arange(1, 41)
factors = (50, 20, 10, 5, 2.0001)
energy = np.empty((3, len(Ms), len(factors)))
df = pd.DataFrame(Ms)
