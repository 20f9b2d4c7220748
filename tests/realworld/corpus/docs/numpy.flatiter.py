# source: the Examples of the docstring of numpy.flatiter (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 print calls; df = x (array)
import pandas as pd
import numpy as np
x = np.arange(6).reshape(2, 3)
fl = x.flat
type(fl)
for item in fl:
    pass
fl[2:4]
df = pd.DataFrame(x)
