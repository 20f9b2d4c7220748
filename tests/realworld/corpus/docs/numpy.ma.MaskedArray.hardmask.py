# source: the Examples of the docstring of numpy.ma.MaskedArray.hardmask (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = hardened (array)
import pandas as pd
import numpy as np
x = np.arange(10)
m = np.ma.masked_array(x, x>5)
assert not m.hardmask
m[8] = 42
m
hardened = np.ma.harden_mask(m)
assert m.hardmask and hardened is m
m[:] = 23
m
df = pd.DataFrame(hardened)
