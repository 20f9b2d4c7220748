# source: the Examples of the docstring of scipy.special.expit (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = y (array)
import pandas as pd
import numpy as np
from scipy.special import expit, logit
expit([-np.inf, -1.5, 0, 1.5, np.inf])
logit(expit([-2.5, 0, 3.1, 5.0]))
x = np.linspace(-6, 6, 121)
y = expit(x)
df = pd.DataFrame(y)
