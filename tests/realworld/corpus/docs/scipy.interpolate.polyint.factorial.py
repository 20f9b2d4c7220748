# source: the Examples of the docstring of scipy.interpolate.polyint.factorial (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = arr (array)
import pandas as pd
import numpy as np
from scipy.special import factorial
arr = np.array([3, 4, 5])
factorial(arr, exact=False)
factorial(arr, exact=True)
factorial(5, exact=True)
df = pd.DataFrame(arr)
