# source: the Examples of the docstring of numpy.fft.fft (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 3 plotting examples; df = freq (array)
import pandas as pd
import numpy as np
np.fft.fft(np.exp(2j * np.pi * np.arange(8) / 8))
t = np.arange(256)
sp = np.fft.fft(np.sin(t))
freq = np.fft.fftfreq(t.shape[-1])
df = pd.DataFrame(freq)
