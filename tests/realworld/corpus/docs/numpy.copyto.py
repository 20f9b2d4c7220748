# source: the Examples of the docstring of numpy.copyto (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = A (array)
import pandas as pd
import numpy as np
A = np.array([4, 5, 6])
B = [1, 2, 3]
np.copyto(A, B)
A
A = np.array([[1, 2, 3], [4, 5, 6]])
B = [[4, 5, 6], [7, 8, 9]]
np.copyto(A, B)
A
df = pd.DataFrame(A)
