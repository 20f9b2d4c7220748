# source: the Examples of the docstring of numpy.real (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
a = np.array([1+2j, 3+4j, 5+6j])
a.real
a.real = 9
a
a.real = np.array([9, 8, 7])
a
np.real(1 + 1j)
df = pd.DataFrame(a)
