# source: the Examples of the docstring of numpy.mintypecode (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
np.mintypecode(['d', 'f', 'S'])
x = np.array([1.1, 2-3.j])
np.mintypecode(x)
np.mintypecode('abceh', default='G')
df = pd.DataFrame(x)
