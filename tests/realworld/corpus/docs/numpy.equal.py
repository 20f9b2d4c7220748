# source: the Examples of the docstring of numpy.equal (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy as np
np.equal([0, 1, 3], np.arange(3))
np.equal(1, np.ones(1))
a = np.array([2, 4, 6])
b = np.array([2, 4, 2])
a == b
df = pd.DataFrame(b)
