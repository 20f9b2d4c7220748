# source: the Examples of the docstring of scipy.signal.iircomb (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 31 plotting examples; df = response (array)
import pandas as pd
from scipy import signal
import numpy as np
fs = 200.0  # Sample frequency (Hz)
f0 = 20.0  # Frequency to be removed from signal (Hz)
Q = 30.0  # Quality factor
b, a = signal.iircomb(f0, Q, ftype='notch', fs=fs)
freq, h = signal.freqz(b, a, fs=fs)
response = abs(h)
response[response == 0] = 1e-20
fs = 1000.0  # Sample frequency (Hz)
f0 = 250.0  # Frequency to be retained (Hz)
Q = 30.0  # Quality factor
b, a = signal.iircomb(f0, Q, ftype='peak', fs=fs, pass_zero=True)
freq, h = signal.freqz(b, a, fs=fs)
response = abs(h)
response[response == 0] = 1e-20
df = pd.DataFrame(response)
