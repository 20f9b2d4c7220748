# source: the Examples of the docstring of numpy.ufunc.accumulate (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = I (array)
import pandas as pd
import numpy as np
np.add.accumulate([2, 3, 5])
np.multiply.accumulate([2, 3, 5])
I = np.eye(2)
I
np.add.accumulate(I, 0)
np.add.accumulate(I) # no axis specified = axis zero
np.add.accumulate(I, 1)
df = pd.DataFrame(I)
