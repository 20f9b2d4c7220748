# source: the Examples of the docstring of numpy.ma.fromflex (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
import numpy as np
x = np.ma.array(np.arange(9).reshape(3, 3), mask=[0] + [1, 0] * 4)
rec = x.toflex()
rec
x2 = np.ma.fromflex(rec)
x2
dt = [('_data', '<i4'), ('_mask', '|b1'), ('field3', '<f4')]
rec2 = np.zeros((2, 2), dtype=dt)
rec2
y = np.ma.fromflex(rec2)
y
df = pd.DataFrame(y)
