# source: the Examples of the docstring of scipy.signal.zoom_fft (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 3 plotting examples; df = f (array)
import pandas as pd
import numpy as np
from scipy.signal import zoom_fft
t = np.linspace(0, 1, 1021)
x = np.cos(2*np.pi*15*t) + np.sin(2*np.pi*17*t)
f1, f2 = 5, 27
X = zoom_fft(x, [f1, f2], len(x), fs=1021)
f = np.linspace(f1, f2, len(x))
df = pd.DataFrame(f)
