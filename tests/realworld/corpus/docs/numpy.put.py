# source: the Examples of the docstring of numpy.put (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
a = np.arange(5)
np.put(a, [0, 2], [-44, -55])
a
a = np.arange(5)
np.put(a, 22, -5, mode='clip')
a
df = pd.DataFrame(a)
