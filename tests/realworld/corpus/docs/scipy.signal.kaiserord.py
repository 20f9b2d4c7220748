# source: the Examples of the docstring of scipy.signal.kaiserord (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 10 plotting examples; df = deviation (array)
import pandas as pd
import numpy as np
from scipy.signal import kaiserord, firwin, freqz
fs = 1000.0
cutoff = 175
width = 24
numtaps, beta = kaiserord(65, width/(0.5*fs))
numtaps
beta
taps = firwin(numtaps, cutoff, window=('kaiser', beta),
              scale=False, fs=fs)
w, h = freqz(taps, worN=8000)
w *= 0.5*fs/np.pi  # Convert w to Hz.
ideal = w < cutoff  # The "ideal" frequency response.
deviation = np.abs(np.abs(h) - ideal)
deviation[(w > cutoff - 0.5*width) & (w < cutoff + 0.5*width)] = np.nan
df = pd.DataFrame(deviation)
