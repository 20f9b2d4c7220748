# source: the Examples of the docstring of numpy.ufunc.reduceat (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
np.add.reduceat(np.arange(8),[0,4, 1,5, 2,6, 3,7])[::2]
x = np.linspace(0, 15, 16).reshape(4,4)
x
np.add.reduceat(x, [0, 3, 1, 2, 0])
np.multiply.reduceat(x, [0, 3], 1)
df = pd.DataFrame(x)
