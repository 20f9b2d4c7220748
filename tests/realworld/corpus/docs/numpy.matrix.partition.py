# source: the Examples of the docstring of numpy.matrix.partition (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
a = np.array([3, 4, 2, 1])
a.partition(3)
a
a.partition((1, 3))
a
df = pd.DataFrame(a)
