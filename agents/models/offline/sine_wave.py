# Sine wave: sin and cos of 2*pi*f*t with f = 1 Hz, sampled at 200 Hz for 2 seconds (400 points).
import numpy as np
import pandas as pd

f = 1.0
rate = 200
t = np.arange(2 * rate) / rate
df = pd.DataFrame({"t": t, "sin": np.sin(2 * np.pi * f * t), "cos": np.cos(2 * np.pi * f * t)})
