# source: the Examples of the docstring of scipy.special.exp10 (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
from scipy.special import exp10
exp10(3)
x = np.array([[-1, -0.5, 0], [0.5, 1, 1.5]])
exp10(x)
df = pd.DataFrame(x)
