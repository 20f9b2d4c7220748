# source: the Examples of the docstring of scipy.signal.StateSpace (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 print calls; df = b (array)
import pandas as pd
from scipy import signal
import numpy as np
a = np.array([[0, 1], [0, 0]])
b = np.array([[0], [1]])
c = np.array([[1, 0]])
d = np.array([[0]])
sys = signal.StateSpace(a, b, c, d)
sys.to_discrete(0.1)
a = np.array([[1, 0.1], [0, 1]])
b = np.array([[0.005], [0.1]])
signal.StateSpace(a, b, c, d, dt=0.1)
df = pd.DataFrame(b)
