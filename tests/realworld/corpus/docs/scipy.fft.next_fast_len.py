# source: the Examples of the docstring of scipy.fft.next_fast_len (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
from scipy import fft
import numpy as np
rng = np.random.default_rng()
min_len = 93059  # prime length is worst case for speed
a = rng.standard_normal(min_len)
b = fft.fft(a)
fft.next_fast_len(min_len, real=True)
b = fft.fft(a, 93312)
b = fft.fft(a, 131072)
df = pd.DataFrame(b)
