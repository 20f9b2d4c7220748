# source: the Examples of the docstring of scipy.signal.ltisys.StateSpaceDiscrete (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = d (array)
import pandas as pd
import numpy as np
from scipy import signal
a = np.array([[1, 0.1], [0, 1]])
b = np.array([[0.005], [0.1]])
c = np.array([[1, 0]])
d = np.array([[0]])
signal.StateSpace(a, b, c, d, dt=0.1)
df = pd.DataFrame(d)
