# topic: low-pass Butterworth filter on a noisy signal
import numpy as np
import pandas as pd
from scipy import signal

fs = 500.0                       # sampling rate, Hz
t = np.arange(0, 2.0, 1 / fs)
rng = np.random.default_rng(0)
clean = np.sin(2 * np.pi * 5 * t) + 0.5 * np.sin(2 * np.pi * 12 * t)
noisy = clean + 0.4 * np.sin(2 * np.pi * 90 * t) + rng.normal(0, 0.3, t.size)

b, a = signal.butter(N=4, Wn=20, btype="low", fs=fs)
filtered = signal.filtfilt(b, a, noisy)
sos = signal.butter(4, 20, btype="low", fs=fs, output="sos")
causal = signal.sosfilt(sos, noisy)

df = pd.DataFrame({"t": t, "clean": clean, "noisy": noisy,
                   "filtfilt": filtered, "causal": causal})
