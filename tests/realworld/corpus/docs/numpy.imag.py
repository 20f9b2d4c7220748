# source: the Examples of the docstring of numpy.imag (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
a = np.array([1+2j, 3+4j, 5+6j])
a.imag
a.imag = np.array([8, 10, 12])
a
np.imag(1 + 1j)
df = pd.DataFrame(a)
