# source: the Examples of the docstring of numpy.chararray.setflags (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 traceback examples; df = y (array)
import pandas as pd
import numpy as np
y = np.array([[3, 1, 7],
              [2, 0, 0],
              [8, 5, 9]])
y
y.flags
y.setflags(write=0, align=0)
y.flags
df = pd.DataFrame(y)
