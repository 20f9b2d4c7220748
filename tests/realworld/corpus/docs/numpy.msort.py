# source: the Examples of the docstring of numpy.msort (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
a = np.array([[1, 4], [3, 1]])
np.msort(a)  # sort along the first axis
df = pd.DataFrame(a)
