# source: the Examples of the docstring of scipy.signal.freqz_zpk (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 13 plotting examples; df = angles (array)
import pandas as pd
import numpy as np
from scipy import signal
z, p, k = signal.butter(4, 100, output='zpk', fs=1000)
w, h = signal.freqz_zpk(z, p, k, fs=1000)
angles = np.unwrap(np.angle(h))
df = pd.DataFrame(angles)
