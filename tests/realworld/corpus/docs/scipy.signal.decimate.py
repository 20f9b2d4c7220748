# source: the Examples of the docstring of scipy.signal.decimate (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 5 plotting examples; df = xnew (array)
import pandas as pd
import numpy as np
from scipy import signal
wave_duration = 3
sample_rate = 100
freq = 2
q = 5
samples = wave_duration*sample_rate
samples_decimated = int(samples/q)
x = np.linspace(0, wave_duration, samples, endpoint=False)
y = np.cos(x*np.pi*freq*2)
ydem = signal.decimate(y, q)
xnew = np.linspace(0, wave_duration, samples_decimated, endpoint=False)
df = pd.DataFrame(xnew)
