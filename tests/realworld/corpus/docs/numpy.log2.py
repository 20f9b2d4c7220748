# source: the Examples of the docstring of numpy.log2 (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = xi (array)
import pandas as pd
import numpy as np
x = np.array([0, 1, 2, 2**4])
np.log2(x)
xi = np.array([0+1.j, 1, 2+0.j, 4.j])
np.log2(xi)
df = pd.DataFrame(xi)
