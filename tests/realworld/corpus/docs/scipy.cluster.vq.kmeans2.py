# source: the Examples of the docstring of scipy.cluster.vq.kmeans2 (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = w2 (array)
import pandas as pd
from scipy.cluster.vq import kmeans2
import numpy as np
rng = np.random.default_rng()
a = rng.multivariate_normal([0, 6], [[2, 1], [1, 1.5]], size=45)
b = rng.multivariate_normal([2, 0], [[1, -1], [-1, 3]], size=30)
c = rng.multivariate_normal([6, 4], [[5, 0], [0, 1.2]], size=25)
z = np.concatenate((a, b, c))
rng.shuffle(z)
centroid, label = kmeans2(z, 3, minit='points')
centroid
counts = np.bincount(label)
counts
w0 = z[label == 0]
w1 = z[label == 1]
w2 = z[label == 2]
df = pd.DataFrame(w2)
