# source: the Examples of the docstring of scipy.cluster.hierarchy.cut_tree (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = cutree (array)
import pandas as pd
from scipy import cluster
import numpy as np
from numpy.random import default_rng
rng = default_rng()
X = rng.random((50, 4))
Z = cluster.hierarchy.ward(X)
cutree = cluster.hierarchy.cut_tree(Z, n_clusters=[5, 10])
cutree[:10]
df = pd.DataFrame(cutree)
