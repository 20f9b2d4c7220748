# source: the Examples of the docstring of scipy.signal.upfirdn (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
from scipy.signal import upfirdn
upfirdn([1, 1, 1], [1, 1, 1])   # FIR filter
upfirdn([1], [1, 2, 3], 3)  # upsampling with zeros insertion
upfirdn([1, 1, 1], [1, 2, 3], 3)  # upsampling with sample-and-hold
upfirdn([.5, 1, .5], [1, 1, 1], 2)  # linear interpolation
upfirdn([1], np.arange(10), 1, 3)  # decimation by 3
upfirdn([.5, 1, .5], np.arange(10), 2, 3)  # linear interp, rate 2/3
x = np.reshape(np.arange(8), (4, 2))
x
h = [1, 1]
upfirdn(h, x, 2)
upfirdn(h, x, 2, axis=0)
df = pd.DataFrame(x)
