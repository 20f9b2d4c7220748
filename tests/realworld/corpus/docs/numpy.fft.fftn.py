# source: the Examples of the docstring of numpy.fft.fftn (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 3 plotting examples; df = FS (array)
import pandas as pd
import numpy as np
a = np.mgrid[:3, :3, :3][0]
np.fft.fftn(a, axes=(1, 2))
np.fft.fftn(a, (2, 2), axes=(0, 1))
[X, Y] = np.meshgrid(2 * np.pi * np.arange(200) / 12,
                     2 * np.pi * np.arange(200) / 34)
S = np.sin(X) + np.cos(Y) + np.random.uniform(0, 1, X.shape)
FS = np.fft.fftn(S)
df = pd.DataFrame(FS)
