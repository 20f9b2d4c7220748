# source: the Examples of the docstring of numpy.fft.ifft2 (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
a = 4 * np.eye(4)
np.fft.ifft2(a)
df = pd.DataFrame(a)
