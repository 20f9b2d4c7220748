# source: the Examples of the docstring of scipy.stats.mstats.sen_seasonal_slopes (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = all_slopes (array)
import pandas as pd
import numpy as np
rng = np.random.default_rng()
x = rng.random(size=(100, 4))
from scipy import stats
intra_slope, inter_slope = stats.mstats.sen_seasonal_slopes(x)
def dijk(yi):
    n = len(yi)
    x = np.arange(n)
    dy = yi - yi[:, np.newaxis]
    dx = x - x[:, np.newaxis]
    # we only want unique pairs of distinct indices
    mask = np.triu(np.ones((n, n), dtype=bool), k=1)
    return dy[mask]/dx[mask]
i = 2
np.allclose(np.median(dijk(x[:, i])), intra_slope[i])
all_slopes = np.concatenate([dijk(x[:, i]) for i in range(x.shape[1])])
np.allclose(np.median(all_slopes), inter_slope)
intra_slope.data
inter_slope
df = pd.DataFrame(all_slopes)
