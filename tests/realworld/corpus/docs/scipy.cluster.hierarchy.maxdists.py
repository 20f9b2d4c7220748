# source: the Examples of the docstring of scipy.cluster.hierarchy.maxdists (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = Z (array)
import pandas as pd
from scipy.cluster.hierarchy import median, maxdists
from scipy.spatial.distance import pdist
X = [[0, 0], [0, 1], [1, 0],
     [0, 4], [0, 3], [1, 4],
     [4, 0], [3, 0], [4, 1],
     [4, 4], [3, 4], [4, 3]]
Z = median(pdist(X))
Z
maxdists(Z)
df = pd.DataFrame(Z)
