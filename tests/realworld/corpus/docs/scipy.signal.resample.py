# source: the Examples of the docstring of scipy.signal.resample (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 4 plotting examples; df = xnew (array)
import pandas as pd
import numpy as np
from scipy import signal
x = np.linspace(0, 10, 20, endpoint=False)
y = np.cos(-x**2/6.0)
f = signal.resample(y, 100)
xnew = np.linspace(0, 10, 100, endpoint=False)
df = pd.DataFrame(xnew)
