# source: the Examples of the docstring of numpy.ma.ids (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
x = np.ma.array([1, 2, 3], mask=[0, 1, 1])
x.ids()
x = np.ma.array([1, 2, 3])
x.ids()
df = pd.DataFrame(x)
