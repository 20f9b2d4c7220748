# source: the Examples of the docstring of scipy.signal.lsim (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 11 plotting examples; df = x (array)
import pandas as pd
import numpy as np
from scipy.signal import bessel, lsim
b, a = bessel(N=5, Wn=2*np.pi*12, btype='lowpass', analog=True)
t = np.linspace(0, 1.25, 500, endpoint=False)
u = (np.cos(2*np.pi*4*t) + 0.6*np.sin(2*np.pi*40*t) +
     0.5*np.cos(2*np.pi*80*t))
tout, yout, xout = lsim((b, a), U=u, T=t)
from scipy.signal import lti
A = np.array([[0.0, 1.0], [0.0, 0.0]])
B = np.array([[0.0], [1.0]])
C = np.array([[1.0, 0.0]])
D = 0.0
system = lti(A, B, C, D)
t = np.linspace(0, 5, num=50)
u = np.ones_like(t)
tout, y, x = lsim(system, u, t)
df = pd.DataFrame(x)
