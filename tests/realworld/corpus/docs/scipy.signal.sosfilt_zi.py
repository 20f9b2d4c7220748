# source: the Examples of the docstring of scipy.signal.sosfilt_zi (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 6 plotting examples; df = zo (array)
import pandas as pd
import numpy as np
from scipy import signal
sos = signal.butter(9, 0.125, output='sos')
zi = signal.sosfilt_zi(sos)
x = (np.arange(250) < 100).astype(int)
f1 = signal.sosfilt(sos, x)
f2, zo = signal.sosfilt(sos, x, zi=zi)
df = pd.DataFrame(zo)
