# source: the Examples of the docstring of scipy.fft.fft (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 3 plotting examples; df = freq (array)
import pandas as pd
import scipy.fft
import numpy as np
scipy.fft.fft(np.exp(2j * np.pi * np.arange(8) / 8))
from scipy.fft import fft, fftfreq, fftshift
t = np.arange(256)
sp = fftshift(fft(np.sin(t)))
freq = fftshift(fftfreq(t.shape[-1]))
df = pd.DataFrame(freq)
