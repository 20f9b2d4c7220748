# source: the Examples of the docstring of numpy.fft.rfftfreq (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = freq (array)
import pandas as pd
import numpy as np
signal = np.array([-2, 8, 6, 4, 1, 0, 3, 5, -3, 4], dtype=float)
fourier = np.fft.rfft(signal)
n = signal.size
sample_rate = 100
freq = np.fft.fftfreq(n, d=1./sample_rate)
freq
freq = np.fft.rfftfreq(n, d=1./sample_rate)
freq
df = pd.DataFrame(freq)
