# source: the Examples of the docstring of scipy.signal.oaconvolve (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = fsig (array)
import pandas as pd
import numpy as np
from scipy import signal
rng = np.random.default_rng()
sig = rng.standard_normal(100000)
filt = signal.firwin(512, 0.01)
fsig = signal.oaconvolve(sig, filt)
df = pd.DataFrame(fsig)
