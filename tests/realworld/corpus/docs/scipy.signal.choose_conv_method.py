# source: the Examples of the docstring of scipy.signal.choose_conv_method (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = conv2 (array)
import pandas as pd
import numpy as np
from scipy import signal
rng = np.random.default_rng()
img = rng.random((32, 32))
filter = rng.random((8, 8))
method = signal.choose_conv_method(img, filter, mode='same')
method
img2 = rng.random((32, 32))
filter2 = rng.random((8, 8))
corr2 = signal.correlate(img2, filter2, mode='same', method=method)
conv2 = signal.convolve(img2, filter2, mode='same', method=method)
df = pd.DataFrame(conv2)
