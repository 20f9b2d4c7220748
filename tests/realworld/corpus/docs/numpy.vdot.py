# source: the Examples of the docstring of numpy.vdot (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy as np
a = np.array([1+2j,3+4j])
b = np.array([5+6j,7+8j])
np.vdot(a, b)
np.vdot(b, a)
a = np.array([[1, 4], [5, 6]])
b = np.array([[4, 1], [2, 2]])
np.vdot(a, b)
np.vdot(b, a)
1*4 + 4*1 + 5*2 + 6*2
df = pd.DataFrame(b)
