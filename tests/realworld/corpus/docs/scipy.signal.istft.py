# source: the Examples of the docstring of scipy.signal.istft (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 23 plotting examples; df = xrec (array)
import pandas as pd
import numpy as np
from scipy import signal
rng = np.random.default_rng()
fs = 1024
N = 10*fs
nperseg = 512
amp = 2 * np.sqrt(2)
noise_power = 0.001 * fs / 2
time = np.arange(N) / float(fs)
carrier = amp * np.sin(2*np.pi*50*time)
noise = rng.normal(scale=np.sqrt(noise_power),
                   size=time.shape)
x = carrier + noise
f, t, Zxx = signal.stft(x, fs=fs, nperseg=nperseg)
Zxx = np.where(np.abs(Zxx) >= amp/10, Zxx, 0)
_, xrec = signal.istft(Zxx, fs)
df = pd.DataFrame(xrec)
