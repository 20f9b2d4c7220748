# Sine wave: sin and cos of 2*pi*f*t, sampled at 200 Hz.
import numpy as np
import pandas as pd

f = 1.0
seconds = 2.0
rate = 200
t = np.arange(int(round(seconds * rate))) / rate
df = pd.DataFrame({"t": t, "sin": np.sin(2 * np.pi * f * t), "cos": np.cos(2 * np.pi * f * t)})
