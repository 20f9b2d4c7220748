# source: the Examples of the docstring of scipy.cluster.hierarchy.optimal_leaf_ordering (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = Z (array)
import pandas as pd
import numpy as np
from scipy.cluster import hierarchy
rng = np.random.default_rng()
X = rng.standard_normal((10, 10))
Z = hierarchy.ward(X)
hierarchy.leaves_list(Z)
hierarchy.leaves_list(hierarchy.optimal_leaf_ordering(Z, X))
df = pd.DataFrame(Z)
