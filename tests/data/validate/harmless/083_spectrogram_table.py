# topic: spectrogram of a chirp as a long table
import numpy as np
import pandas as pd
from scipy.signal import chirp, spectrogram

fs = 2000
t = np.linspace(0, 3, 3 * fs, endpoint=False)
x = chirp(t, f0=50, f1=600, t1=3, method="quadratic")

f, seg_t, Sxx = spectrogram(x, fs=fs, nperseg=256, noverlap=128)
keep = f <= 800
F, T = np.meshgrid(f[keep], seg_t, indexing="ij")

df = pd.DataFrame({
    "time_s": T.ravel(),
    "freq_hz": F.ravel(),
    "power_db": 10 * np.log10(Sxx[keep].ravel() + 1e-12),
})
