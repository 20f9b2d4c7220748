# source: the Examples of the docstring of scipy.signal.sosfreqz (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 29 plotting examples; df = db (array)
import pandas as pd
from scipy import signal
import numpy as np
sos = signal.ellip(15, 0.5, 60, (0.2, 0.4), btype='bandpass',
                   output='sos')
w, h = signal.sosfreqz(sos, worN=1500)
db = 20*np.log10(np.maximum(np.abs(h), 1e-5))
b, a = signal.ellip(15, 0.5, 60, (0.2, 0.4), btype='bandpass',
                   output='ba')
w, h = signal.freqz(b, a, worN=1500)
db = 20*np.log10(np.maximum(np.abs(h), 1e-5))
df = pd.DataFrame(db)
