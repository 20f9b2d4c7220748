import numpy as np
import pandas as pd
from scipy import interpolate, signal
from scipy.fft import rfft, rfftfreq
from scipy.cluster.hierarchy import linkage

fs = 500.0
t = np.arange(0, 2, 1 / fs)
x = np.sin(2 * np.pi * 5 * t) + 0.3 * np.sin(2 * np.pi * 50 * t)
b, a = signal.butter(4, 10, fs=fs)
smooth = signal.filtfilt(b, a, x)
spectrum = np.abs(rfft(x))
freqs = rfftfreq(len(x), 1 / fs)
f = interpolate.interp1d(t, smooth, kind="cubic")
coarse = np.linspace(0, 1.99, 50)
tree = linkage(np.column_stack([coarse, f(coarse)]), method="ward")
df = pd.DataFrame({"t": coarse, "smooth": f(coarse)})
