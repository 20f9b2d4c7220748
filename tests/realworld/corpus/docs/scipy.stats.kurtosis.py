# source: the Examples of the docstring of scipy.stats.kurtosis (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 3 plotting examples; df = x (array)
import pandas as pd
import numpy as np
from scipy.stats import norm, kurtosis
data = norm.rvs(size=1000, random_state=3)
kurtosis(data)
import scipy.stats as stats
from scipy.stats import kurtosis
x = np.linspace(-5, 5, 100)
distnames = ['laplace', 'norm', 'uniform']
df = pd.DataFrame(x)
