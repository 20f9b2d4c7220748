# source: the Examples of the docstring of numpy.ma.set_fill_value (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
import numpy.ma as ma
a = np.arange(5)
a
a = ma.masked_where(a < 3, a)
a
ma.set_fill_value(a, -999)
a
a = list(range(5))
a
ma.set_fill_value(a, 100)
a
a = np.arange(5)
a
ma.set_fill_value(a, 100)
a
df = pd.DataFrame(a)
