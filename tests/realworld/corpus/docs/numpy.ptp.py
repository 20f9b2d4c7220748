# source: the Examples of the docstring of numpy.ptp (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
import numpy as np
x = np.array([[4, 9, 2, 10],
              [6, 9, 7, 12]])
np.ptp(x, axis=1)
np.ptp(x, axis=0)
np.ptp(x)
y = np.array([[1, 127],
              [0, 127],
              [-1, 127],
              [-2, 127]], dtype=np.int8)
np.ptp(y, axis=1)
np.ptp(y, axis=1).view(np.uint8)
df = pd.DataFrame(y)
