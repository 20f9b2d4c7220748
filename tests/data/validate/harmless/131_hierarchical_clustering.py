# topic: hierarchical clustering of random blobs
import numpy as np
import pandas as pd
from scipy.cluster.hierarchy import linkage, fcluster

rng = np.random.default_rng(11)
centers = np.array([[0, 0], [5, 5], [0, 6], [6, -1]])
points = np.vstack([c + rng.normal(0, 0.8, size=(50, 2)) for c in centers])

Z = linkage(points, method="ward")
df = pd.DataFrame(points, columns=["x", "y"])
for k in (2, 3, 4, 5):
    df[f"cluster_k{k}"] = fcluster(Z, t=k, criterion="maxclust")
df["true_group"] = np.repeat(np.arange(len(centers)), 50)
