# source: the Examples of the docstring of numpy.outer (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
rl = np.outer(np.ones((5,)), np.linspace(-2, 2, 5))
rl
im = np.outer(1j*np.linspace(2, -2, 5), np.ones((5,)))
im
grid = rl + im
grid
x = np.array(['a', 'b', 'c'], dtype=object)
np.outer(x, [1, 2, 3])
df = pd.DataFrame(x)
