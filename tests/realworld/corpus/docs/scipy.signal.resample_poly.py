# source: the Examples of the docstring of scipy.signal.resample_poly (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = y4 (array)
import pandas as pd
import numpy as np
from scipy import signal
x = np.linspace(0, 10, 20, endpoint=False)
y = np.cos(-x**2/6.0)
f_fft = signal.resample(y, 100)
f_poly = signal.resample_poly(y, 100, 20)
xnew = np.linspace(0, 10, 100, endpoint=False)
N = 5
x = np.linspace(0, 1, N, endpoint=False)
y = 2 + x**2 - 1.7*np.sin(x) + .2*np.cos(11*x)
y2 = 1 + x**3 + 0.1*np.sin(x) + .1*np.cos(11*x)
Y = np.stack([y, y2], axis=-1)
up = 4
xr = np.linspace(0, 1, N*up, endpoint=False)
y2 = signal.resample_poly(Y, up, 1, padtype='constant')
y3 = signal.resample_poly(Y, up, 1, padtype='mean')
y4 = signal.resample_poly(Y, up, 1, padtype='line')
df = pd.DataFrame(y4)
