# source: the Examples of the docstring of scipy.special.logsumexp (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy as np
from scipy.special import logsumexp
a = np.arange(10)
logsumexp(a)
np.log(np.sum(np.exp(a)))
a = np.arange(10)
b = np.arange(10, 0, -1)
logsumexp(a, b=b)
np.log(np.sum(b*np.exp(a)))
logsumexp([1,2],b=[1,-1],return_sign=True)
a = np.ma.array([np.log(2), 2, np.log(3)],
                 mask=[False, True, False])
b = (~a.mask).astype(int)
logsumexp(a.data, b=b), np.log(5)
df = pd.DataFrame(b)
