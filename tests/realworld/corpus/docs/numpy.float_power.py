# source: the Examples of the docstring of numpy.float_power (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x3 (array)
import pandas as pd
import numpy as np
x1 = range(6)
x1
np.float_power(x1, 3)
x2 = [1.0, 2.0, 3.0, 3.0, 2.0, 1.0]
np.float_power(x1, x2)
x2 = np.array([[1, 2, 3, 3, 2, 1], [1, 2, 3, 3, 2, 1]])
x2
np.float_power(x1, x2)
x3 = np.array([-1, -4])
with np.errstate(invalid='ignore'):
    p = np.float_power(x3, 1.5)
p
np.float_power(x3, 1.5, dtype=complex)
df = pd.DataFrame(x3)
