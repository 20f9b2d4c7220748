# topic: denoising by zeroing small FFT coefficients
import numpy as np
import pandas as pd
from scipy import fft

rng = np.random.default_rng(6)
n = 1024
t = np.linspace(0, 1, n, endpoint=False)
clean = np.sin(2 * np.pi * 7 * t) + 0.5 * np.sin(2 * np.pi * 19 * t)
noisy = clean + rng.normal(0, 0.6, n)

coeffs = fft.rfft(noisy)
power = np.abs(coeffs) ** 2 / n
threshold = np.percentile(power, 98)
denoised = fft.irfft(np.where(power >= threshold, coeffs, 0), n=n)

df = pd.DataFrame({"t": t, "clean": clean, "noisy": noisy, "denoised": denoised})
df["error_noisy"] = (df["noisy"] - df["clean"]).abs()
df["error_denoised"] = (df["denoised"] - df["clean"]).abs()
