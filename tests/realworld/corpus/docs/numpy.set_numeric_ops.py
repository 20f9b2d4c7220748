# source: the Examples of the docstring of numpy.set_numeric_ops (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
def add_mod5(x, y):
    return np.add(x, y) % 5
old_funcs = np.set_numeric_ops(add=add_mod5)
x = np.arange(12).reshape((3, 4))
x + x
ignore = np.set_numeric_ops(**old_funcs) # restore operators
df = pd.DataFrame(x)
