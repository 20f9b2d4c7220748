# source: the Examples of the docstring of scipy.signal.welch (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 18 plotting examples; df = Pxx_den_med (array)
import pandas as pd
import numpy as np
from scipy import signal
rng = np.random.default_rng()
fs = 10e3
N = 1e5
amp = 2*np.sqrt(2)
freq = 1234.0
noise_power = 0.001 * fs / 2
time = np.arange(N) / fs
x = amp*np.sin(2*np.pi*freq*time)
x += rng.normal(scale=np.sqrt(noise_power), size=time.shape)
f, Pxx_den = signal.welch(x, fs, nperseg=1024)
np.mean(Pxx_den[256:])
f, Pxx_spec = signal.welch(x, fs, 'flattop', 1024, scaling='spectrum')
np.sqrt(Pxx_spec.max())
x[int(N//2):int(N//2)+10] *= 50.
f, Pxx_den = signal.welch(x, fs, nperseg=1024)
f_med, Pxx_den_med = signal.welch(x, fs, nperseg=1024, average='median')
df = pd.DataFrame(Pxx_den_med)
