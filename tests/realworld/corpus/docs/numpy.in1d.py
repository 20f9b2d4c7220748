# source: the Examples of the docstring of numpy.in1d (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = mask (array)
import pandas as pd
import numpy as np
test = np.array([0, 1, 2, 5, 0])
states = [0, 2]
mask = np.in1d(test, states)
mask
test[mask]
mask = np.in1d(test, states, invert=True)
mask
test[mask]
df = pd.DataFrame(mask)
