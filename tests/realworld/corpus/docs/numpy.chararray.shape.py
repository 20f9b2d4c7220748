# source: the Examples of the docstring of numpy.chararray.shape (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 2 traceback examples; df = y (array)
import pandas as pd
import numpy as np
x = np.array([1, 2, 3, 4])
x.shape
y = np.zeros((2, 3, 4))
y.shape
y.shape = (3, 8)
y
df = pd.DataFrame(y)
