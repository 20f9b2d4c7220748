# source: the Examples of the docstring of numpy.fft.ihfft (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = spectrum (array)
import pandas as pd
import numpy as np
spectrum = np.array([ 15, -4, 0, -1, 0, -4])
np.fft.ifft(spectrum)
np.fft.ihfft(spectrum)
df = pd.DataFrame(spectrum)
