# source: the Examples of the docstring of numpy.random.RandomState.random_integers (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 3 plotting examples; df = dsums (array)
import pandas as pd
import numpy as np
np.random.random_integers(5)
type(np.random.random_integers(5))
np.random.random_integers(5, size=(3,2))
2.5 * (np.random.random_integers(5, size=(5,)) - 1) / 4.
d1 = np.random.random_integers(1, 6, 1000)
d2 = np.random.random_integers(1, 6, 1000)
dsums = d1 + d2
df = pd.DataFrame(dsums)
