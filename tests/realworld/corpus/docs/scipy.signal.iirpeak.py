# source: the Examples of the docstring of scipy.signal.iirpeak (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 16 plotting examples; df = h (array)
import pandas as pd
import numpy as np
from scipy import signal
fs = 1000.0  # Sample frequency (Hz)
f0 = 300.0  # Frequency to be retained (Hz)
Q = 30.0  # Quality factor
b, a = signal.iirpeak(f0, Q, fs)
freq, h = signal.freqz(b, a, fs=fs)
df = pd.DataFrame(h)
