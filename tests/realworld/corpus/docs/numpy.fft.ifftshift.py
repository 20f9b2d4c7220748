# source: the Examples of the docstring of numpy.fft.ifftshift (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = freqs (array)
import pandas as pd
import numpy as np
freqs = np.fft.fftfreq(9, d=1./9).reshape(3, 3)
freqs
np.fft.ifftshift(np.fft.fftshift(freqs))
df = pd.DataFrame(freqs)
