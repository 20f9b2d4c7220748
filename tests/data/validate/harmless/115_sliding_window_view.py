# topic: moving-window statistics with sliding_window_view
import numpy as np
import pandas as pd
from numpy.lib.stride_tricks import sliding_window_view

rng = np.random.default_rng(27)
signal = np.cumsum(rng.normal(0, 1, 1000))
w = 25

windows = sliding_window_view(signal, window_shape=w)
df = pd.DataFrame({
    "end_index": np.arange(w - 1, signal.size),
    "value": signal[w - 1:],
    "win_mean": windows.mean(axis=1),
    "win_std": windows.std(axis=1),
    "win_min": windows.min(axis=1),
    "win_max": windows.max(axis=1),
})
df["zscore"] = (df["value"] - df["win_mean"]) / df["win_std"]
