# source: the Examples of the docstring of scipy.special.kolmogorov (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples, 2 print calls; df = x3 (array)
import pandas as pd
import numpy as np
from scipy.special import kolmogorov
from scipy.stats import kstwobign
kolmogorov([0, 0.5, 1.0])
from scipy.stats import norm, laplace
rng = np.random.default_rng()
n = 1000
lap01 = laplace(0, 1)
x = np.sort(lap01.rvs(n, random_state=rng))
np.mean(x), np.std(x)
target = norm(0,1)  # Normal mean 0, stddev 1
cdfs = target.cdf(x)
ecdfs = np.arange(n+1, dtype=float)/n
gaps = np.column_stack([cdfs - ecdfs[:n], ecdfs[1:] - cdfs])
Dn = np.max(gaps)
Kn = np.sqrt(n) * Dn
x3 = np.linspace(-3, 3, 100)
iminus, iplus = np.argmax(gaps, axis=0)
df = pd.DataFrame(x3)
