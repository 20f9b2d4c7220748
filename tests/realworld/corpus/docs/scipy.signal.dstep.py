# source: the Examples of the docstring of scipy.signal.dstep (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 5 plotting examples; df = t (array)
import pandas as pd
import numpy as np
from scipy import signal
butter = signal.dlti(*signal.butter(3, 0.5))
t, y = signal.dstep(butter, n=25)
df = pd.DataFrame(t)
