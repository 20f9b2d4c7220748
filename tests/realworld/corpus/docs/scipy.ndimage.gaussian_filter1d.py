# source: the Examples of the docstring of scipy.ndimage.gaussian_filter1d (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = y6 (array)
import pandas as pd
from scipy.ndimage import gaussian_filter1d
import numpy as np
gaussian_filter1d([1.0, 2.0, 3.0, 4.0, 5.0], 1)
gaussian_filter1d([1.0, 2.0, 3.0, 4.0, 5.0], 4)
rng = np.random.default_rng()
x = rng.standard_normal(101).cumsum()
y3 = gaussian_filter1d(x, 3)
y6 = gaussian_filter1d(x, 6)
df = pd.DataFrame(y6)
