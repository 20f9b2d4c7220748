# source: the Examples of the docstring of numpy.ma.MaskedArray.ptp (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
import numpy as np
x = np.ma.MaskedArray([[4, 9, 2, 10],
                       [6, 9, 7, 12]])
x.ptp(axis=1)
x.ptp(axis=0)
x.ptp()
y = np.ma.MaskedArray([[1, 127],
                       [0, 127],
                       [-1, 127],
                       [-2, 127]], dtype=np.int8)
y.ptp(axis=1)
y.ptp(axis=1).view(np.uint8)
df = pd.DataFrame(y)
