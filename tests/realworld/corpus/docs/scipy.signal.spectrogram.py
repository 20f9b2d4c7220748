# source: the Examples of the docstring of scipy.signal.spectrogram (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 9 plotting examples; df = Sxx (array)
import pandas as pd
import numpy as np
from scipy import signal
from scipy.fft import fftshift
rng = np.random.default_rng()
fs = 10e3
N = 1e5
amp = 2 * np.sqrt(2)
noise_power = 0.01 * fs / 2
time = np.arange(N) / float(fs)
mod = 500*np.cos(2*np.pi*0.25*time)
carrier = amp * np.sin(2*np.pi*3e3*time + mod)
noise = rng.normal(scale=np.sqrt(noise_power), size=time.shape)
noise *= np.exp(-time/5)
x = carrier + noise
f, t, Sxx = signal.spectrogram(x, fs)
f, t, Sxx = signal.spectrogram(x, fs, return_onesided=False)
df = pd.DataFrame(Sxx)
