# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: amplitude spectrum of a noisy two-tone signal with numpy's FFT
import numpy as np
import pandas as pd
import matplotlib.pyplot as plt

fs = 1000            # sampling frequency (Hz)
duration = 2.0       # seconds
t = np.arange(0, duration, 1 / fs)

rng = np.random.default_rng(1)
signal = 1.0 * np.sin(2 * np.pi * 50 * t) + 0.5 * np.sin(2 * np.pi * 120 * t)
signal += 0.3 * rng.standard_normal(t.size)

spectrum = np.fft.rfft(signal)
freqs = np.fft.rfftfreq(t.size, d=1 / fs)
amplitude = 2 * np.abs(spectrum) / t.size

df = pd.DataFrame({"frequency_hz": freqs, "amplitude": amplitude})
peaks = df.nlargest(2, "amplitude")
print("Dominant frequencies:\n", peaks)

plt.plot(freqs, amplitude)
plt.xlabel("Frequency [Hz]")
plt.show()
