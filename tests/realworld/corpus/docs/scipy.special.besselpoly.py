# source: the Examples of the docstring of scipy.special.besselpoly (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = powers (array)
import pandas as pd
from scipy.special import besselpoly
besselpoly(1, 1, 1)
import numpy as np
factors = np.array([0., 3., 6.])
besselpoly(factors, 1, 1)
powers = np.linspace(0, 10, 100)
orders = [1, 2, 3]
scales = [1, 2]
all_combinations = [(order, scale) for order in orders
                    for scale in scales]
df = pd.DataFrame(powers)
