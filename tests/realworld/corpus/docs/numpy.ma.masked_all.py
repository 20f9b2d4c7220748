# source: the Examples of the docstring of numpy.ma.masked_all (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
import numpy.ma as ma
ma.masked_all((3, 3))
a = ma.masked_all((3, 3))
a.dtype
a = ma.masked_all((3, 3), dtype=np.int32)
a.dtype
df = pd.DataFrame(a)
