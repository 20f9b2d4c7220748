# source: the Examples of the docstring of numpy.ma.flatten_structured_array (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
ndtype = [('a', int), ('b', float)]
a = np.array([(1, 1), (2, 2)], dtype=ndtype)
np.ma.flatten_structured_array(a)
df = pd.DataFrame(a)
