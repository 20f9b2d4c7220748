# source: the Examples of the docstring of scipy.signal.sawtooth (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 2 plotting examples; df = t (array)
import pandas as pd
import numpy as np
from scipy import signal
t = np.linspace(0, 1, 500)
df = pd.DataFrame(t)
