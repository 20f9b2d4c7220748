# source: the Examples of the docstring of numpy.ma.MaskedArray (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = data (array)
import pandas as pd
import numpy as np
data = np.arange(6).reshape((2, 3))
np.ma.MaskedArray(data, mask=[[False, True, False],
                              [False, False, True]])
np.ma.MaskedArray(data, mask=False)
np.ma.MaskedArray(data, mask=True)
np.False_ is np.ma.nomask
df = pd.DataFrame(data)
