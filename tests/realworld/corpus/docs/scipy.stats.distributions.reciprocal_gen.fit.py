# source: the Examples of the docstring of scipy.stats.distributions.reciprocal_gen.fit (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
from scipy.stats import beta
a, b = 1., 2.
x = beta.rvs(a, b, size=1000)
a1, b1, loc1, scale1 = beta.fit(x)
a1, b1, loc1, scale1 = beta.fit(x, floc=0, fscale=1)
loc1, scale1
a1, b1, loc1, scale1 = beta.fit(x, fa=1, floc=0, fscale=1)
a1
from scipy.stats import norm
x = norm.rvs(a, b, size=1000, random_state=123)
loc1, scale1 = norm.fit(x)
loc1, scale1
df = pd.DataFrame(x)
