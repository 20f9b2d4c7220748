# source: the Examples of the docstring of scipy.signal.cheb1ord (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 10 plotting examples; df = h (array)
import pandas as pd
from scipy import signal
import numpy as np
N, Wn = signal.cheb1ord(0.2, 0.3, 3, 40)
b, a = signal.cheby1(N, 3, Wn, 'low')
w, h = signal.freqz(b, a)
df = pd.DataFrame(h)
