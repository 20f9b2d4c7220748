# source: the Examples of the docstring of numpy.chararray.strides (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = i (array)
import pandas as pd
import numpy as np
y = np.reshape(np.arange(2*3*4), (2,3,4))
y
y.strides
y[1,1,1]
offset=sum(y.strides * np.array((1,1,1)))
offset/y.itemsize
x = np.reshape(np.arange(5*6*7*8), (5,6,7,8)).transpose(2,3,1,0)
x.strides
i = np.array([3,5,2,2])
offset = sum(i * x.strides)
x[3,5,2,2]
offset / x.itemsize
df = pd.DataFrame(i)
