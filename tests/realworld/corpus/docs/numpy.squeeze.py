# source: the Examples of the docstring of numpy.squeeze (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 traceback examples; df = x (array)
import pandas as pd
import numpy as np
x = np.array([[[0], [1], [2]]])
x.shape
np.squeeze(x).shape
np.squeeze(x, axis=0).shape
np.squeeze(x, axis=2).shape
x = np.array([[1234]])
x.shape
np.squeeze(x)
np.squeeze(x).shape
np.squeeze(x)[()]
df = pd.DataFrame(x)
