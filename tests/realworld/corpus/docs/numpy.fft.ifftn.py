# source: the Examples of the docstring of numpy.fft.ifftn (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 3 plotting examples; df = im (array)
import pandas as pd
import numpy as np
a = np.eye(4)
np.fft.ifftn(np.fft.fftn(a, axes=(0,)), axes=(1,))
n = np.zeros((200,200), dtype=complex)
n[60:80, 20:40] = np.exp(1j*np.random.uniform(0, 2*np.pi, (20, 20)))
im = np.fft.ifftn(n).real
df = pd.DataFrame(im)
