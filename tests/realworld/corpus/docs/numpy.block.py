# source: the Examples of the docstring of numpy.block (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy as np
A = np.eye(2) * 2
B = np.eye(3) * 3
np.block([
    [A,               np.zeros((2, 3))],
    [np.ones((3, 2)), B               ]
])
np.block([1, 2, 3])              # hstack([1, 2, 3])
a = np.array([1, 2, 3])
b = np.array([4, 5, 6])
np.block([a, b, 10])             # hstack([a, b, 10])
A = np.ones((2, 2), int)
B = 2 * A
np.block([A, B])                 # hstack([A, B])
a = np.array([1, 2, 3])
b = np.array([4, 5, 6])
np.block([[a], [b]])             # vstack([a, b])
A = np.ones((2, 2), int)
B = 2 * A
np.block([[A], [B]])             # vstack([A, B])
a = np.array(0)
b = np.array([1])
np.block([a])                    # atleast_1d(a)
np.block([b])                    # atleast_1d(b)
np.block([[a]])                  # atleast_2d(a)
np.block([[b]])                  # atleast_2d(b)
df = pd.DataFrame(b)
