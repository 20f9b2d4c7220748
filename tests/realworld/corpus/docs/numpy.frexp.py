# source: the Examples of the docstring of numpy.frexp (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y2 (array)
import pandas as pd
import numpy as np
x = np.arange(9)
y1, y2 = np.frexp(x)
y1
y2
y1 * 2**y2
df = pd.DataFrame(y2)
