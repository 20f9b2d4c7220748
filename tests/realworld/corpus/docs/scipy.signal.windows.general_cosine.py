# source: the Examples of the docstring of scipy.signal.windows.general_cosine (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 13 plotting examples; df = response (array)
import pandas as pd
HFT90D = [1, 1.942604, 1.340318, 0.440811, 0.043097]
import numpy as np
from scipy.signal.windows import general_cosine
from scipy.fft import fft, fftshift
window = general_cosine(1000, HFT90D, sym=False)
A = fft(window, 10000) / (len(window)/2.0)
freq = np.linspace(-0.5, 0.5, len(A))
response = np.abs(fftshift(A / abs(A).max()))
response = 20 * np.log10(np.maximum(response, 1e-10))
df = pd.DataFrame(response)
