# source: the Examples of the docstring of numpy.ma.MaskedArray.get_real (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
x = np.ma.array([1+1.j, -2j, 3.45+1.6j], mask=[False, True, False])
x.real
df = pd.DataFrame(x)
