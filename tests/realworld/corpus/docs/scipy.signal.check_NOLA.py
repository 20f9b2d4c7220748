# source: the Examples of the docstring of scipy.signal.check_NOLA (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = w (array)
import pandas as pd
import numpy as np
from scipy import signal
signal.check_NOLA(signal.windows.boxcar(100), 100, 75)
signal.check_NOLA(signal.windows.boxcar(100), 100, 25)
signal.check_NOLA(signal.windows.hann(120, sym=True), 120, 60)
w = np.ones(64, dtype="float")
w[::2] = 0
signal.check_NOLA(w, 64, 32)
signal.check_NOLA(signal.windows.hann(64), 64, 0)
signal.check_NOLA(signal.windows.hann(64), 64, 1)
signal.check_NOLA(signal.windows.hann(64), 64, 2)
df = pd.DataFrame(w)
