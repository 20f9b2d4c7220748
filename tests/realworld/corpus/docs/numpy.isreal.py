# source: the Examples of the docstring of numpy.isreal (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
a = np.array([1+1j, 1+0j, 4.5, 3, 2, 2j], dtype=complex)
np.isreal(a)
a = np.array([2j, "a"], dtype="U")
np.isreal(a)  # Warns about non-elementwise comparison
a = np.array([1, "2", 3+4j], dtype=object)
np.isreal(a)
a = np.array([1+2j, 2+1j], dtype=object)
np.isreal(a)
df = pd.DataFrame(a)
