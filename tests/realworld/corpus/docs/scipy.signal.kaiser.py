# source: the Examples of the docstring of scipy.signal.kaiser (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 11 plotting examples; df = response (array)
import pandas as pd
import numpy as np
from scipy import signal
from scipy.fft import fft, fftshift
window = signal.windows.kaiser(51, beta=14)
A = fft(window, 2048) / (len(window)/2.0)
freq = np.linspace(-0.5, 0.5, len(A))
response = 20 * np.log10(np.abs(fftshift(A / abs(A).max())))
df = pd.DataFrame(response)
