# source: the Examples of the docstring of scipy.fft.set_workers (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
from scipy import fft, signal
rng = np.random.default_rng()
x = rng.standard_normal((128, 64))
with fft.set_workers(4):
    y = signal.fftconvolve(x, x)
df = pd.DataFrame(x)
