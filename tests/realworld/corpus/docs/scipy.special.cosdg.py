# source: the Examples of the docstring of scipy.special.cosdg (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
import scipy.special as sc
x = 90 + 180 * np.arange(3)
sc.cosdg(x)
np.cos(x * np.pi / 180)
df = pd.DataFrame(x)
