# source: the Examples of the docstring of numpy.roll (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x2 (array)
import pandas as pd
import numpy as np
x = np.arange(10)
np.roll(x, 2)
np.roll(x, -2)
x2 = np.reshape(x, (2, 5))
x2
np.roll(x2, 1)
np.roll(x2, -1)
np.roll(x2, 1, axis=0)
np.roll(x2, -1, axis=0)
np.roll(x2, 1, axis=1)
np.roll(x2, -1, axis=1)
np.roll(x2, (1, 1), axis=(1, 0))
np.roll(x2, (2, 1), axis=(1, 0))
df = pd.DataFrame(x2)
