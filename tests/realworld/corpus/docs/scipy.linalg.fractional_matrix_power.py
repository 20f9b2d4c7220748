# source: the Examples of the docstring of scipy.linalg.fractional_matrix_power (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy as np
from scipy.linalg import fractional_matrix_power
a = np.array([[1.0, 3.0], [1.0, 4.0]])
b = fractional_matrix_power(a, 0.5)
b
np.dot(b, b)      # Verify square root
df = pd.DataFrame(b)
