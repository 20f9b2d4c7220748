# source: the Examples of the docstring of numpy.unpackbits (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = p (array)
import pandas as pd
import numpy as np
a = np.array([[2], [7], [23]], dtype=np.uint8)
a
b = np.unpackbits(a, axis=1)
b
c = np.unpackbits(a, axis=1, count=-3)
c
p = np.packbits(b, axis=0)
np.unpackbits(p, axis=0)
np.array_equal(b, np.unpackbits(p, axis=0, count=b.shape[0]))
df = pd.DataFrame(p)
