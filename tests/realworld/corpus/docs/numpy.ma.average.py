# source: the Examples of the docstring of numpy.ma.average (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = sumweights (array)
import pandas as pd
import numpy as np
a = np.ma.array([1., 2., 3., 4.], mask=[False, False, True, True])
np.ma.average(a, weights=[3, 1, 0, 0])
x = np.ma.arange(6.).reshape(3, 2)
x
avg, sumweights = np.ma.average(x, axis=0, weights=[1, 2, 3],
                                returned=True)
avg
np.ma.average(x, axis=1, keepdims=True)
df = pd.DataFrame(sumweights)
