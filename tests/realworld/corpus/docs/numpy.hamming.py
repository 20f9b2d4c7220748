# source: the Examples of the docstring of numpy.hamming (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 13 plotting examples; df = response (array)
import pandas as pd
import numpy as np
np.hamming(12)
from numpy.fft import fft, fftshift
window = np.hamming(51)
A = fft(window, 2048) / 25.5
mag = np.abs(fftshift(A))
freq = np.linspace(-0.5, 0.5, len(A))
response = 20 * np.log10(mag)
response = np.clip(response, -100, 100)
df = pd.DataFrame(response)
