# source: the Examples of the docstring of numpy.random.RandomState.geometric (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = z (array)
import pandas as pd
import numpy as np
z = np.random.geometric(p=0.35, size=10000)
(z == 1).sum() / 10000.
df = pd.DataFrame(z)
