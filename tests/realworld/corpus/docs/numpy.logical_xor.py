# source: the Examples of the docstring of numpy.logical_xor (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
np.logical_xor(True, False)
np.logical_xor([True, True, False, False], [True, False, True, False])
x = np.arange(5)
np.logical_xor(x < 1, x > 3)
np.logical_xor(0, np.eye(2))
df = pd.DataFrame(x)
