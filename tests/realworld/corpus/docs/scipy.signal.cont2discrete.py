# source: the Examples of the docstring of scipy.signal.cont2discrete (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = x (array)
import pandas as pd
import numpy as np
from scipy.signal import cont2discrete, lti, dlti, dstep
A = np.array([[0, 1],[-10., -3]])
B = np.array([[0],[10.]])
C = np.array([[1., 0]])
D = np.array([[0.]])
l_system = lti(A, B, C, D)
t, x = l_system.step(T=np.linspace(0, 5, 100))
dt = 0.1
df = pd.DataFrame(x)
