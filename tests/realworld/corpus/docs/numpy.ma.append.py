# source: the Examples of the docstring of numpy.ma.append (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy.ma as ma
a = ma.masked_values([1, 2, 3], 2)
b = ma.masked_values([[4, 5, 6], [7, 8, 9]], 7)
ma.append(a, b)
df = pd.DataFrame(b)
