# topic: amplitude spectrum with numpy FFT
import numpy as np
import pandas as pd

fs = 1000
t = np.arange(0, 1.0, 1 / fs)
rng = np.random.default_rng(3)
x = (1.0 * np.sin(2 * np.pi * 50 * t)
     + 0.6 * np.sin(2 * np.pi * 120 * t)
     + 0.3 * np.cos(2 * np.pi * 310 * t)
     + rng.normal(0, 0.5, t.size))

window = np.hanning(x.size)
spectrum = np.fft.rfft(x * window)
freqs = np.fft.rfftfreq(x.size, d=1 / fs)
amplitude = 2 * np.abs(spectrum) / window.sum()

df = pd.DataFrame({"frequency_hz": freqs, "amplitude": amplitude})
df["power_db"] = 20 * np.log10(np.maximum(df["amplitude"], 1e-12))
df["is_peak"] = df["amplitude"] > 0.2
