# source: the Examples of the docstring of numpy.mod (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x1 (array)
import pandas as pd
import numpy as np
np.remainder([4, 7], [2, 3])
np.remainder(np.arange(7), 5)
x1 = np.arange(7)
x1 % 5
df = pd.DataFrame(x1)
