# source: the Examples of the docstring of numpy.array2string (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
x = np.array([1e-16,1,2,3])
np.array2string(x, precision=2, separator=',',
                      suppress_small=True)
x  = np.arange(3.)
np.array2string(x, formatter={'float_kind':lambda x: "%.2f" % x})
x  = np.arange(3)
np.array2string(x, formatter={'int':lambda x: hex(x)})
df = pd.DataFrame(x)
