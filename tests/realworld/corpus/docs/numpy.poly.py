# source: the Examples of the docstring of numpy.poly (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = P (array)
import pandas as pd
import numpy as np
np.poly((0, 0, 0)) # Multiple root example
np.poly((-1./2, 0, 1./2))
np.poly((np.random.random(1)[0], 0, np.random.random(1)[0]))
P = np.array([[0, 1./3], [-1./2, 0]])
np.poly(P)
df = pd.DataFrame(P)
