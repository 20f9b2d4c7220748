# topic: Savitzky-Golay smoothing and derivative
import numpy as np
import pandas as pd
from scipy.signal import savgol_filter

rng = np.random.default_rng(9)
x = np.linspace(0, 4 * np.pi, 400)
dx = x[1] - x[0]
y = np.sin(x) * np.exp(-x / 8) + rng.normal(0, 0.08, x.size)

df = pd.DataFrame({"x": x, "y": y})
for window in (11, 31, 61):
    df[f"smooth_w{window}"] = savgol_filter(y, window_length=window, polyorder=3)
df["derivative"] = savgol_filter(y, 31, 3, deriv=1, delta=dx)
df["true_derivative"] = np.exp(-x / 8) * (np.cos(x) - np.sin(x) / 8)
