# source: the Examples of the docstring of scipy.cluster.hierarchy.leaders (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = M (array)
import pandas as pd
from scipy.cluster.hierarchy import ward, fcluster, leaders
from scipy.spatial.distance import pdist
X = [[0, 0], [0, 1], [1, 0],
     [0, 4], [0, 3], [1, 4],
     [4, 0], [3, 0], [4, 1],
     [4, 4], [3, 4], [4, 3]]
Z = ward(pdist(X))
Z
T = fcluster(Z, 3, criterion='distance')
T
L, M = leaders(Z, T)
L
M
df = pd.DataFrame(M)
