# source: the Examples of the docstring of numpy.argpartition (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = index_array (array)
import pandas as pd
import numpy as np
x = np.array([3, 4, 2, 1])
x[np.argpartition(x, 3)]
x[np.argpartition(x, (1, 3))]
x = [3, 4, 2, 1]
np.array(x)[np.argpartition(x, 3)]
x = np.array([[3, 4, 2], [1, 3, 1]])
index_array = np.argpartition(x, kth=1, axis=-1)
np.take_along_axis(x, index_array, axis=-1)  # same as np.partition(x, kth=1)
df = pd.DataFrame(index_array)
