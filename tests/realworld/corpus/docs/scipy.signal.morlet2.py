# source: the Examples of the docstring of scipy.signal.morlet2 (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 5 plotting examples; df = cwtm (array)
import pandas as pd
import numpy as np
from scipy import signal
M = 100
s = 4.0
w = 2.0
wavelet = signal.morlet2(M, s, w)
t, dt = np.linspace(0, 1, 200, retstep=True)
fs = 1/dt
w = 6.
sig = np.cos(2*np.pi*(50 + 10*t)*t) + np.sin(40*np.pi*t)
freq = np.linspace(1, fs/2, 100)
widths = w*fs / (2*freq*np.pi)
cwtm = signal.cwt(sig, signal.morlet2, widths, w=w)
df = pd.DataFrame(cwtm)
