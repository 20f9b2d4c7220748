# source: the Examples of the docstring of scipy.interpolate.ndgriddata.cKDTree.query_ball_point (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 5 plotting examples; df = points (array)
import pandas as pd
import numpy as np
from scipy import spatial
x, y = np.mgrid[0:4, 0:4]
points = np.c_[x.ravel(), y.ravel()]
tree = spatial.cKDTree(points)
tree.query_ball_point([2, 0], 1)
points = np.asarray(points)
df = pd.DataFrame(points)
