# source: the Examples of the docstring of numpy.fft.ifft (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 5 plotting examples; df = s (array)
import pandas as pd
import numpy as np
np.fft.ifft([0, 4, 0, 0])
t = np.arange(400)
n = np.zeros((400,), dtype=complex)
n[40:60] = np.exp(1j*np.random.uniform(0, 2*np.pi, (20,)))
s = np.fft.ifft(n)
df = pd.DataFrame(s)
