# source: the Examples of the docstring of numpy.linalg.tensorsolve (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy as np
a = np.eye(2*3*4)
a.shape = (2*3, 4, 2, 3, 4)
b = np.random.randn(2*3, 4)
x = np.linalg.tensorsolve(a, b)
x.shape
np.allclose(np.tensordot(a, x, axes=3), b)
df = pd.DataFrame(b)
