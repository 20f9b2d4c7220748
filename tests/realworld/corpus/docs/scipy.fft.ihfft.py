# source: the Examples of the docstring of scipy.fft.ihfft (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = spectrum (array)
import pandas as pd
from scipy.fft import ifft, ihfft
import numpy as np
spectrum = np.array([ 15, -4, 0, -1, 0, -4])
ifft(spectrum)
ihfft(spectrum)
df = pd.DataFrame(spectrum)
