# source: the Examples of the docstring of scipy.special.logit (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = y (array)
import pandas as pd
import numpy as np
from scipy.special import logit, expit
logit([0, 0.25, 0.5, 0.75, 1])
expit(logit([0.1, 0.75, 0.999]))
x = np.linspace(0, 1, 501)
y = logit(x)
df = pd.DataFrame(y)
