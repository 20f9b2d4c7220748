# source: the Examples of the docstring of scipy.fft.ifftn (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 3 plotting examples; df = im (array)
import pandas as pd
import scipy.fft
import numpy as np
x = np.eye(4)
scipy.fft.ifftn(scipy.fft.fftn(x, axes=(0,)), axes=(1,))
rng = np.random.default_rng()
n = np.zeros((200,200), dtype=complex)
n[60:80, 20:40] = np.exp(1j*rng.uniform(0, 2*np.pi, (20, 20)))
im = scipy.fft.ifftn(n).real
df = pd.DataFrame(im)
