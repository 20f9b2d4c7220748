# source: the Examples of the docstring of scipy.fft.fftn (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 3 plotting examples; df = FS (array)
import pandas as pd
import scipy.fft
import numpy as np
x = np.mgrid[:3, :3, :3][0]
scipy.fft.fftn(x, axes=(1, 2))
scipy.fft.fftn(x, (2, 2), axes=(0, 1))
rng = np.random.default_rng()
[X, Y] = np.meshgrid(2 * np.pi * np.arange(200) / 12,
                     2 * np.pi * np.arange(200) / 34)
S = np.sin(X) + np.cos(Y) + rng.uniform(0, 1, X.shape)
FS = scipy.fft.fftn(S)
df = pd.DataFrame(FS)
