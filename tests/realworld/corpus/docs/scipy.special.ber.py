# source: the Examples of the docstring of scipy.special.ber (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
import scipy.special as sc
x = np.array([1.0, 2.0, 3.0, 4.0])
sc.jv(0, x * np.exp(3 * np.pi * 1j / 4)).real
sc.ber(x)
df = pd.DataFrame(x)
