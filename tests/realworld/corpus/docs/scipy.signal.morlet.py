# source: the Examples of the docstring of scipy.signal.morlet (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 3 plotting examples; df = wavelet (array)
import pandas as pd
from scipy import signal
M = 100
s = 4.0
w = 2.0
wavelet = signal.morlet(M, s, w)
df = pd.DataFrame(wavelet)
