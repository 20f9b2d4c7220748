# source: the Examples of the docstring of scipy.signal.iirnotch (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 16 plotting examples; df = h (array)
import pandas as pd
from scipy import signal
import numpy as np
fs = 200.0  # Sample frequency (Hz)
f0 = 60.0  # Frequency to be removed from signal (Hz)
Q = 30.0  # Quality factor
b, a = signal.iirnotch(f0, Q, fs)
freq, h = signal.freqz(b, a, fs=fs)
df = pd.DataFrame(h)
