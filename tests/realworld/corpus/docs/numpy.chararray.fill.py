# source: the Examples of the docstring of numpy.chararray.fill (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
a = np.array([1, 2])
a.fill(0)
a
a = np.empty(2)
a.fill(1)
a
a = np.array([None, None], dtype=object)
a[0] = np.array(3)
a
a.fill(np.array(3))
a
a[...] = np.array(3)
a
df = pd.DataFrame(a)
