# source: the Examples of the docstring of scipy.signal.sosfiltfilt (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = zo (array)
import pandas as pd
import numpy as np
from scipy.signal import sosfiltfilt, butter
rng = np.random.default_rng()
n = 201
t = np.linspace(0, 1, n)
x = 1 + (t < 0.5) - 0.25*t**2 + 0.05*rng.standard_normal(n)
sos = butter(4, 0.125, output='sos')
y = sosfiltfilt(sos, x)
from scipy.signal import sosfilt, sosfilt_zi
sos8 = butter(8, 0.125, output='sos')
zi = x[:4].mean() * sosfilt_zi(sos8)
y2, zo = sosfilt(sos8, x, zi=zi)
df = pd.DataFrame(zo)
