# source: the Examples of the docstring of scipy.cluster.hierarchy.to_tree (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = Z (array)
import pandas as pd
import numpy as np
from scipy.cluster import hierarchy
rng = np.random.default_rng()
x = rng.random((5, 2))
Z = hierarchy.linkage(x)
hierarchy.to_tree(Z)
rootnode, nodelist = hierarchy.to_tree(Z, rd=True)
rootnode
len(nodelist)
df = pd.DataFrame(Z)
