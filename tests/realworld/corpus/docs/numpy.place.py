# source: the Examples of the docstring of numpy.place (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = arr (array)
import pandas as pd
import numpy as np
arr = np.arange(6).reshape(2, 3)
np.place(arr, arr>2, [44, 55])
arr
df = pd.DataFrame(arr)
