# source: the Examples of the docstring of numpy.chararray.itemset (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
np.random.seed(123)
x = np.random.randint(9, size=(3, 3))
x
x.itemset(4, 0)
x.itemset((2, 2), 9)
x
df = pd.DataFrame(x)
