# source: the Examples of the docstring of numpy.ma.argmax (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
a = np.arange(6).reshape(2,3)
a.argmax()
a.argmax(0)
a.argmax(1)
df = pd.DataFrame(a)
