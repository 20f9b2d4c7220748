# source: the Examples of the docstring of numpy.random.RandomState.pareto (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 5 plotting examples; df = s (array)
import pandas as pd
import numpy as np
a, m = 3., 2.  # shape and mode
s = (np.random.pareto(a, 1000) + 1) * m
df = pd.DataFrame(s)
