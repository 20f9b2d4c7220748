# source: the Examples of the docstring of numpy.ma.common_fill_value (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
import numpy as np
x = np.ma.array([0, 1.], fill_value=3)
y = np.ma.array([0, 1.], fill_value=3)
np.ma.common_fill_value(x, y)
df = pd.DataFrame(y)
