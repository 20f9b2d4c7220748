# source: the Examples of the docstring of scipy.cluster.hierarchy.num_obs_linkage (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = Z (array)
import pandas as pd
from scipy.cluster.hierarchy import ward, num_obs_linkage
from scipy.spatial.distance import pdist
X = [[0, 0], [0, 1], [1, 0],
     [0, 4], [0, 3], [1, 4],
     [4, 0], [3, 0], [4, 1],
     [4, 4], [3, 4], [4, 3]]
Z = ward(pdist(X))
num_obs_linkage(Z)
df = pd.DataFrame(Z)
