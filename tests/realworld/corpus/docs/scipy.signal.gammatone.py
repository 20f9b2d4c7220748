# source: the Examples of the docstring of scipy.signal.gammatone (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 10 plotting examples; df = h (array)
import pandas as pd
from scipy import signal
signal.gammatone(440, 'fir', numtaps=16, fs=16000)
import numpy as np
b, a = signal.gammatone(440, 'iir', fs=16000)
w, h = signal.freqz(b, a)
df = pd.DataFrame(h)
