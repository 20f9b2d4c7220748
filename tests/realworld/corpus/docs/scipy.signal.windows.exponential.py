# source: the Examples of the docstring of scipy.signal.windows.exponential (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 15 plotting examples; df = window2 (array)
import pandas as pd
import numpy as np
from scipy import signal
from scipy.fft import fft, fftshift
M = 51
tau = 3.0
window = signal.windows.exponential(M, tau=tau)
A = fft(window, 2048) / (len(window)/2.0)
freq = np.linspace(-0.5, 0.5, len(A))
response = 20 * np.log10(np.abs(fftshift(A / abs(A).max())))
tau2 = -(M-1) / np.log(0.01)
window2 = signal.windows.exponential(M, 0, tau2, False)
df = pd.DataFrame(window2)
