# source: the Examples of the docstring of scipy.spatial.KDTree.query_ball_tree (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 6 plotting examples; df = points2 (array)
import pandas as pd
import numpy as np
from scipy.spatial import KDTree
rng = np.random.default_rng()
points1 = rng.random((15, 2))
points2 = rng.random((15, 2))
kd_tree1 = KDTree(points1)
kd_tree2 = KDTree(points2)
indexes = kd_tree1.query_ball_tree(kd_tree2, r=0.2)
df = pd.DataFrame(points2)
