# source: the Examples of the docstring of scipy.interpolate.ndgriddata.cKDTree.sparse_distance_matrix (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = points2 (array)
import pandas as pd
import numpy as np
from scipy.spatial import cKDTree
rng = np.random.default_rng()
points1 = rng.random((5, 2))
points2 = rng.random((5, 2))
kd_tree1 = cKDTree(points1)
kd_tree2 = cKDTree(points2)
sdm = kd_tree1.sparse_distance_matrix(kd_tree2, 0.3)
sdm.toarray()
from scipy.spatial import distance_matrix
distance_matrix(points1, points2)
df = pd.DataFrame(points2)
