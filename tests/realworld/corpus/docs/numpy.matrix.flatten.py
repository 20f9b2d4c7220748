# source: the Examples of the docstring of numpy.matrix.flatten (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = m (array)
import pandas as pd
import numpy as np
m = np.matrix([[1,2], [3,4]])
m.flatten()
m.flatten('F')
df = pd.DataFrame(m)
