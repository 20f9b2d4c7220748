# source: the Examples of the docstring of numpy.linalg.matrix_power (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = q (array)
import pandas as pd
import numpy as np
from numpy.linalg import matrix_power
i = np.array([[0, 1], [-1, 0]]) # matrix equiv. of the imaginary unit
matrix_power(i, 3) # should = -i
matrix_power(i, 0)
matrix_power(i, -3) # should = 1/(-i) = i, but w/ f.p. elements
q = np.zeros((4, 4))
q[0:2, 0:2] = -i
q[2:4, 2:4] = i
q # one of the three quaternion units not equal to 1
matrix_power(q, 2) # = -np.eye(4)
df = pd.DataFrame(q)
