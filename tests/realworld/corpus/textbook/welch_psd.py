# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: power spectral density with scipy.signal.welch, and a low-pass filter
import numpy as np
import pandas as pd
from scipy import signal


def make_signal(fs: float, seconds: float, seed: int = 3) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    t = np.arange(0, seconds, 1 / fs)
    x = np.sin(2 * np.pi * 5 * t) + 0.4 * np.sin(2 * np.pi * 80 * t) + 0.2 * rng.normal(size=t.size)
    return t, x


fs = 500.0
t, x = make_signal(fs, 10)
b, a = signal.butter(4, 20, btype="low", fs=fs)
filtered = signal.filtfilt(b, a, x)

f_raw, p_raw = signal.welch(x, fs=fs, nperseg=1024)
f_flt, p_flt = signal.welch(filtered, fs=fs, nperseg=1024)

df = pd.DataFrame({"frequency": f_raw, "psd_raw": p_raw, "psd_filtered": p_flt})
print(df.loc[df.psd_raw.idxmax()])
