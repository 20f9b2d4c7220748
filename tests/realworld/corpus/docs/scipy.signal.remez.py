# source: the Examples of the docstring of scipy.signal.remez (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 10 plotting examples; df = h (array)
import pandas as pd
import numpy as np
from scipy import signal
fs = 22050   # Sample rate, Hz
cutoff = 8000.0    # Desired cutoff frequency, Hz
trans_width = 100  # Width of transition from pass to stop, Hz
numtaps = 325      # Size of the FIR filter.
taps = signal.remez(numtaps, [0, cutoff, cutoff + trans_width, 0.5*fs],
                    [1, 0], fs=fs)
w, h = signal.freqz(taps, [1], worN=2000, fs=fs)
cutoff = 2000.0    # Desired cutoff frequency, Hz
trans_width = 250  # Width of transition from pass to stop, Hz
numtaps = 125      # Size of the FIR filter.
taps = signal.remez(numtaps, [0, cutoff - trans_width, cutoff, 0.5*fs],
                    [0, 1], fs=fs)
w, h = signal.freqz(taps, [1], worN=2000, fs=fs)
band = [2000, 5000]  # Desired pass band, Hz
trans_width = 260    # Width of transition from pass to stop, Hz
numtaps = 63         # Size of the FIR filter.
edges = [0, band[0] - trans_width, band[0], band[1],
         band[1] + trans_width, 0.5*fs]
taps = signal.remez(numtaps, edges, [0, 1, 0], fs=fs)
w, h = signal.freqz(taps, [1], worN=2000, fs=fs)
band = [6000, 8000]  # Desired stop band, Hz
trans_width = 200    # Width of transition from pass to stop, Hz
numtaps = 175        # Size of the FIR filter.
edges = [0, band[0] - trans_width, band[0], band[1],
         band[1] + trans_width, 0.5*fs]
taps = signal.remez(numtaps, edges, [1, 0, 1], fs=fs)
w, h = signal.freqz(taps, [1], worN=2000, fs=fs)
df = pd.DataFrame(h)
