# source: the Examples of the docstring of numpy.matmul (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 traceback examples; df = x2 (array)
import pandas as pd
import numpy as np
a = np.ones([9, 5, 7, 4])
c = np.ones([9, 5, 4, 3])
np.dot(a, c).shape
np.matmul(a, c).shape
a = np.array([[1, 0],
              [0, 1]])
b = np.array([[4, 1],
              [2, 2]])
np.matmul(a, b)
a = np.array([[1, 0],
              [0, 1]])
b = np.array([1, 2])
np.matmul(a, b)
np.matmul(b, a)
a = np.arange(2 * 2 * 4).reshape((2, 2, 4))
b = np.arange(2 * 2 * 4).reshape((2, 4, 2))
np.matmul(a,b).shape
np.matmul(a, b)[0, 1, 1]
sum(a[0, 1, :] * b[0 , :, 1])
np.matmul([2j, 3j], [2j, 3j])
x1 = np.array([2j, 3j])
x2 = np.array([2j, 3j])
x1 @ x2
df = pd.DataFrame(x2)
