# source: the Examples of the docstring of numpy.who (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy as np
a = np.arange(10)
b = np.ones(20)
np.who()
d = {'x': np.arange(2.0), 'y': np.arange(3.0), 'txt': 'Some str',
'idx':5}
np.who(d)
df = pd.DataFrame(b)
