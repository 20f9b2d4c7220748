# source: the Examples of the docstring of scipy.signal.freqs_zpk (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 6 plotting examples; df = h (array)
import pandas as pd
import numpy as np
from scipy.signal import freqs_zpk, iirfilter
z, p, k = iirfilter(4, [1, 10], 1, 60, analog=True, ftype='cheby1',
                    output='zpk')
w, h = freqs_zpk(z, p, k, worN=np.logspace(-1, 2, 1000))
df = pd.DataFrame(h)
