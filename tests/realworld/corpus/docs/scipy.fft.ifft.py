# source: the Examples of the docstring of scipy.fft.ifft (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 4 plotting examples; df = s (array)
import pandas as pd
import scipy.fft
import numpy as np
scipy.fft.ifft([0, 4, 0, 0])
rng = np.random.default_rng()
t = np.arange(400)
n = np.zeros((400,), dtype=complex)
n[40:60] = np.exp(1j*rng.uniform(0, 2*np.pi, (20,)))
s = scipy.fft.ifft(n)
df = pd.DataFrame(s)
