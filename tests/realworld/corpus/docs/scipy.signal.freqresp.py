# source: the Examples of the docstring of scipy.signal.freqresp (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 5 plotting examples; df = H (array)
import pandas as pd
from scipy import signal
s1 = signal.ZerosPolesGain([], [1, 1, 1], [5])
w, H = signal.freqresp(s1)
df = pd.DataFrame(H)
