# source: the Examples of the docstring of numpy.chararray.astype (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
x = np.array([1, 2, 2.5])
x
x.astype(int)
df = pd.DataFrame(x)
