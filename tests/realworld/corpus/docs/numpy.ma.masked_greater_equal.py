# source: the Examples of the docstring of numpy.ma.masked_greater_equal (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
import numpy.ma as ma
a = np.arange(4)
a
ma.masked_greater_equal(a, 2)
df = pd.DataFrame(a)
