# source: the Examples of the docstring of numpy.logspace (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 2 +SKIP examples, 5 plotting examples; df = y (array)
import pandas as pd
import numpy as np
np.logspace(2.0, 3.0, num=4)
np.logspace(2.0, 3.0, num=4, endpoint=False)
np.logspace(2.0, 3.0, num=4, base=2.0)
N = 10
x1 = np.logspace(0.1, 1, N, endpoint=True)
x2 = np.logspace(0.1, 1, N, endpoint=False)
y = np.zeros(N)
df = pd.DataFrame(y)
