# source: the Examples of the docstring of numpy.divmod (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
np.divmod(np.arange(5), 3)
x = np.arange(5)
divmod(x, 3)
df = pd.DataFrame(x)
