# source: the Examples of the docstring of scipy.signal.chirp (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 14 plotting examples; df = w (array)
import pandas as pd
import numpy as np
from scipy.signal import chirp, spectrogram
t = np.linspace(0, 10, 1500)
w = chirp(t, f0=6, f1=1, t1=10, method='linear')
fs = 7200
T = 4
t = np.arange(0, int(T*fs)) / fs
w = chirp(t, f0=1500, f1=250, t1=T, method='quadratic')
w = chirp(t, f0=1500, f1=250, t1=T, method='quadratic',
          vertex_zero=False)
w = chirp(t, f0=1500, f1=250, t1=T, method='logarithmic')
w = chirp(t, f0=1500, f1=250, t1=T, method='hyperbolic')
df = pd.DataFrame(w)
