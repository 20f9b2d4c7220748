# source: the Examples of the docstring of scipy.signal.freqz (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 12 plotting examples; df = h (array)
import pandas as pd
from scipy import signal
import numpy as np
b = signal.firwin(80, 0.5, window=('kaiser', 8))
w, h = signal.freqz(b)
angles = np.unwrap(np.angle(h))
rng = np.random.default_rng()
b = rng.random((2, 25))
w, h = signal.freqz(b.T[..., np.newaxis], worN=1024)
w.shape
h.shape
b = np.array([0.5, 0.5])
a = np.array([[1, 1], [-0.25, -0.5]])
w, h = signal.freqz(b, a[..., np.newaxis], worN=1024)
w.shape
h.shape
df = pd.DataFrame(h)
