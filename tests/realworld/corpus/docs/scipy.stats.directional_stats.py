# source: the Examples of the docstring of scipy.stats.directional_stats (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = data (array)
import pandas as pd
import numpy as np
from scipy.stats import directional_stats
data = np.array([[3, 4],    # first observation, 2D vector space
                 [6, -8]])  # second observation
dirstats = directional_stats(data)
dirstats.mean_direction
data.mean(axis=0)
data = np.array([[0.8660254, 0.5, 0.],
                 [0.8660254, -0.5, 0.]])
dirstats = directional_stats(data)
dirstats.mean_direction
data.mean(axis=0)
1 - dirstats.mean_resultant_length
df = pd.DataFrame(data)
