# source: the Examples of the docstring of numpy.random.Generator.permuted (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
import numpy as np
rng = np.random.default_rng()
x = np.arange(24).reshape(3, 8)
x
y = rng.permuted(x, axis=1)
y
x
y = rng.permuted(x, axis=1, out=x)
x
y is x
df = pd.DataFrame(y)
