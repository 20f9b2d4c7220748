# topic: detecting heartbeat-like peaks
import numpy as np
import pandas as pd
from scipy.signal import find_peaks

fs = 250
t = np.arange(0, 10, 1 / fs)
rng = np.random.default_rng(72)
beat_times = np.cumsum(rng.normal(0.8, 0.05, 14))
ecg = sum(np.exp(-((t - bt) ** 2) / (2 * 0.01 ** 2)) for bt in beat_times)
ecg = ecg + 0.1 * np.sin(2 * np.pi * 0.3 * t) + rng.normal(0, 0.03, t.size)

peaks, props = find_peaks(ecg, height=0.5, distance=int(0.4 * fs), prominence=0.3)
df = pd.DataFrame({
    "time_s": t[peaks],
    "height": props["peak_heights"],
    "prominence": props["prominences"],
})
df["rr_interval_s"] = df["time_s"].diff()
df["heart_rate_bpm"] = 60 / df["rr_interval_s"]
