# source: the Examples of the docstring of scipy.stats.fit (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 3 plotting examples; df = data (array)
import pandas as pd
import numpy as np
from scipy import stats
rng = np.random.default_rng()
dist = stats.nbinom
shapes = (5, 0.5)
data = dist.rvs(*shapes, size=1000, random_state=rng)
bounds = [(0, 30), (0, 1)]
res = stats.fit(dist, data, bounds)
res.params
bounds = {'n': (0, 30)}  # omit parameter p using a `dict`
res2 = stats.fit(dist, data, bounds)
res2.params
bounds = {'n': (6, 6)}  # fix parameter `n`
res3 = stats.fit(dist, data, bounds)
res3.params
res3.nllf() > res.nllf()
from scipy.optimize import differential_evolution
rng = np.random.default_rng(767585560716548)
def optimizer(fun, bounds, *, integrality):
    return differential_evolution(fun, bounds, strategy='best2bin',
                                  seed=rng, integrality=integrality)
bounds = [(0, 30), (0, 1)]
res4 = stats.fit(dist, data, bounds, optimizer=optimizer)
res4.params
df = pd.DataFrame(data)
