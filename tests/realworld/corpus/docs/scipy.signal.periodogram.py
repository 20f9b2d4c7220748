# source: the Examples of the docstring of scipy.signal.periodogram (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 12 plotting examples; df = Pxx_spec (array)
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
f, Pxx_den = signal.periodogram(x, fs)
np.mean(Pxx_den[25000:])
f, Pxx_spec = signal.periodogram(x, fs, 'flattop', scaling='spectrum')
np.sqrt(Pxx_spec.max())
df = pd.DataFrame(Pxx_spec)
