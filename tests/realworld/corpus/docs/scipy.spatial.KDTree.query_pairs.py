# source: the Examples of the docstring of scipy.spatial.KDTree.query_pairs (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 5 plotting examples; df = points (array)
import pandas as pd
import numpy as np
from scipy.spatial import KDTree
rng = np.random.default_rng()
points = rng.random((20, 2))
kd_tree = KDTree(points)
pairs = kd_tree.query_pairs(r=0.2)
df = pd.DataFrame(points)
