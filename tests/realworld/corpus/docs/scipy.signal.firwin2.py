# source: the Examples of the docstring of scipy.signal.firwin2 (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 print calls; df = taps (array)
import pandas as pd
from scipy import signal
taps = signal.firwin2(150, [0.0, 0.5, 1.0], [1.0, 1.0, 0.0])
df = pd.DataFrame(taps)
