# source: the Examples of the docstring of scipy.signal.max_len_seq (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 15 plotting examples; df = acorr (array)
import pandas as pd
from scipy.signal import max_len_seq
max_len_seq(4)[0]
import numpy as np
from numpy.fft import fft, ifft, fftshift, fftfreq
seq = max_len_seq(6)[0]*2-1  # +1 and -1
spec = fft(seq)
N = len(seq)
acorrcirc = ifft(spec * np.conj(spec)).real
acorr = np.correlate(seq, seq, 'full')
df = pd.DataFrame(acorr)
