# source: the Examples of the docstring of numpy.chararray.transpose (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
a = np.array([[1, 2], [3, 4]])
a
a.transpose()
a.transpose((1, 0))
a.transpose(1, 0)
a = np.array([1, 2, 3, 4])
a
a.transpose()
df = pd.DataFrame(a)
