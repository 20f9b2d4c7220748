# source: the Examples of the docstring of scipy.signal.cheb2ord (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 11 plotting examples; df = h (array)
import pandas as pd
from scipy import signal
import numpy as np
N, Wn = signal.cheb2ord([0.1, 0.6], [0.2, 0.5], 3, 60)
b, a = signal.cheby2(N, 60, Wn, 'stop')
w, h = signal.freqz(b, a)
df = pd.DataFrame(h)
