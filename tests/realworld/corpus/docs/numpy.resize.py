# source: the Examples of the docstring of numpy.resize (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
a=np.array([[0,1],[2,3]])
np.resize(a,(2,3))
np.resize(a,(1,4))
np.resize(a,(2,4))
df = pd.DataFrame(a)
