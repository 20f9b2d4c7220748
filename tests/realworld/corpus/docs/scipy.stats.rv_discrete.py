# source: the Examples of the docstring of scipy.stats.rv_discrete (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 5 plotting examples; df = R (array)
import pandas as pd
from scipy.stats import rv_discrete
class poisson_gen(rv_discrete):
    "Poisson distribution"
    def _pmf(self, k, mu):
        return exp(-mu) * mu**k / factorial(k)
poisson = poisson_gen(name="poisson")
import numpy as np
from scipy import stats
xk = np.arange(7)
pk = (0.1, 0.2, 0.3, 0.1, 0.1, 0.0, 0.2)
custm = stats.rv_discrete(name='custm', values=(xk, pk))
R = custm.rvs(size=100)
df = pd.DataFrame(R)
