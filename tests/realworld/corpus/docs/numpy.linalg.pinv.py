# source: the Examples of the docstring of numpy.linalg.pinv (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = B (array)
import pandas as pd
import numpy as np
a = np.random.randn(9, 6)
B = np.linalg.pinv(a)
np.allclose(a, np.dot(a, np.dot(B, a)))
np.allclose(B, np.dot(B, np.dot(a, B)))
df = pd.DataFrame(B)
