# source: the Examples of the docstring of numpy.conj (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
np.conj is np.conjugate
np.conjugate(1+2j)
x = np.eye(2) + 1j * np.eye(2)
np.conjugate(x)
df = pd.DataFrame(x)
