# source: the Examples of the docstring of scipy.signal.unit_impulse (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = response (array)
import pandas as pd
from scipy import signal
signal.unit_impulse(8)
signal.unit_impulse(7, 2)
signal.unit_impulse((3, 3), 'mid')
signal.unit_impulse((4, 4), 2)
imp = signal.unit_impulse(100, 'mid')
b, a = signal.butter(4, 0.2)
response = signal.lfilter(b, a, imp)
import numpy as np
df = pd.DataFrame(response)
