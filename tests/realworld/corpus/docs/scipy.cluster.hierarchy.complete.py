# source: the Examples of the docstring of scipy.cluster.hierarchy.complete (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = Z (array)
import pandas as pd
from scipy.cluster.hierarchy import complete, fcluster
from scipy.spatial.distance import pdist
X = [[0, 0], [0, 1], [1, 0],
     [0, 4], [0, 3], [1, 4],
     [4, 0], [3, 0], [4, 1],
     [4, 4], [3, 4], [4, 3]]
y = pdist(X)
Z = complete(y)
Z
fcluster(Z, 0.9, criterion='distance')
fcluster(Z, 1.5, criterion='distance')
fcluster(Z, 4.5, criterion='distance')
fcluster(Z, 6, criterion='distance')
df = pd.DataFrame(Z)
