# source: the Examples of the docstring of numpy.random.RandomState.binomial (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s (array)
import pandas as pd
import numpy as np
n, p = 10, .5  # number of trials, probability of each trial
s = np.random.binomial(n, p, 1000)
sum(np.random.binomial(9, 0.1, 20000) == 0)/20000.
df = pd.DataFrame(s)
