# source: the Examples of the docstring of scipy.special.diric (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 4 plotting examples; df = theta (array)
import pandas as pd
import numpy as np
from scipy import special
x = np.linspace(-8*np.pi, 8*np.pi, num=201)
np.set_printoptions(suppress=True)
m = 8
k = 3
x = np.zeros(m)
x[:k] = 1
np.abs(np.fft.fft(x))
theta = np.linspace(0, 2*np.pi, m, endpoint=False)
k * special.diric(theta, k)
df = pd.DataFrame(theta)
