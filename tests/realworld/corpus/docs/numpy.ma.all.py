# source: the Examples of the docstring of numpy.ma.all (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
np.ma.array([1,2,3]).all()
a = np.ma.array([1,2,3], mask=True)
(a.all() is np.ma.masked)
df = pd.DataFrame(a)
