# source: the Examples of the docstring of scipy.fft.hfft (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = signal (array)
import pandas as pd
from scipy.fft import fft, hfft
import numpy as np
a = 2 * np.pi * np.arange(10) / 10
signal = np.cos(a) + 3j * np.sin(3 * a)
fft(signal).round(10)
hfft(signal[:6]).round(10) # Input first half of signal
hfft(signal, 10)  # Input entire signal and truncate
df = pd.DataFrame(signal)
