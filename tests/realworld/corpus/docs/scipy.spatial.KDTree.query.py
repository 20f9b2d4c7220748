# source: the Examples of the docstring of scipy.spatial.KDTree.query (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 5 print calls; df = ii (array)
import pandas as pd
import numpy as np
from scipy.spatial import KDTree
x, y = np.mgrid[0:5, 2:8]
tree = KDTree(np.c_[x.ravel(), y.ravel()])
dd, ii = tree.query([[0, 0], [2.2, 2.9]], k=1)
dd, ii = tree.query([[0, 0], [2.2, 2.9]], k=[1])
dd, ii = tree.query([[0, 0], [2.2, 2.9]], k=[2])
dd, ii = tree.query([[0, 0], [2.2, 2.9]], k=2)
dd, ii = tree.query([[0, 0], [2.2, 2.9]], k=[1, 2])
df = pd.DataFrame(ii)
