# source: the Examples of the docstring of numpy.sort (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 2 +SKIP examples; df = a (array)
import pandas as pd
import numpy as np
a = np.array([[1,4],[3,1]])
np.sort(a)                # sort along the last axis
np.sort(a, axis=None)     # sort the flattened array
np.sort(a, axis=0)        # sort along the first axis
dtype = [('name', 'S10'), ('height', float), ('age', int)]
values = [('Arthur', 1.8, 41), ('Lancelot', 1.9, 38),
          ('Galahad', 1.7, 38)]
a = np.array(values, dtype=dtype)       # create a structured array
df = pd.DataFrame(a)
