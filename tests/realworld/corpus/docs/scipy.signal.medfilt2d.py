# source: the Examples of the docstring of scipy.signal.medfilt2d (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
from scipy import signal
x = np.arange(25).reshape(5, 5)
x
signal.medfilt2d(x, kernel_size=5)
signal.medfilt2d(x)
signal.medfilt2d(x, kernel_size=[5,3])
signal.medfilt2d(x, kernel_size=[3,5])
df = pd.DataFrame(x)
