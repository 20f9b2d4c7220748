# source: the Examples of the docstring of numpy.sctype2char (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 print calls; df = x (array)
import pandas as pd
import numpy as np
for sctype in [np.int32, np.double, np.complex_, np.string_, np.ndarray]:
    pass
x = np.array([1., 2-1.j])
np.sctype2char(x)
np.sctype2char(list)
df = pd.DataFrame(x)
