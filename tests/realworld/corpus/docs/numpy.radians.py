# source: the Examples of the docstring of numpy.radians (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = ret (array)
import pandas as pd
import numpy as np
deg = np.arange(12.) * 30.
np.radians(deg)
out = np.zeros((deg.shape))
ret = np.radians(deg, out)
ret is out
df = pd.DataFrame(ret)
