# source: the Examples of the docstring of scipy.signal.ltisys.StateSpaceContinuous (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 print calls; df = d (array)
import pandas as pd
import numpy as np
from scipy import signal
a = np.array([[0, 1], [0, 0]])
b = np.array([[0], [1]])
c = np.array([[1, 0]])
d = np.array([[0]])
sys = signal.StateSpace(a, b, c, d)
df = pd.DataFrame(d)
