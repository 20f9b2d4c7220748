# source: the Examples of the docstring of scipy.cluster.hierarchy.is_isomorphic (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = T_ (array)
import pandas as pd
from scipy.cluster.hierarchy import fcluster, is_isomorphic
from scipy.cluster.hierarchy import single, complete
from scipy.spatial.distance import pdist
X = [[0, 0], [0, 1], [1, 0],
     [0, 4], [0, 3], [1, 4],
     [4, 0], [3, 0], [4, 1],
     [4, 4], [3, 4], [4, 3]]
Z = single(pdist(X))
T = fcluster(Z, 1, criterion='distance')
T
Z = complete(pdist(X))
T_ = fcluster(Z, 1.5, criterion='distance')
T_
is_isomorphic(T, T_)
df = pd.DataFrame(T_)
