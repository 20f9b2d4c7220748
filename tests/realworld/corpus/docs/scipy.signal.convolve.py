# source: the Examples of the docstring of scipy.signal.convolve (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 13 plotting examples; df = filtered (array)
import pandas as pd
import numpy as np
from scipy import signal
sig = np.repeat([0., 1., 0.], 100)
win = signal.windows.hann(50)
filtered = signal.convolve(sig, win, mode='same') / sum(win)
df = pd.DataFrame(filtered)
