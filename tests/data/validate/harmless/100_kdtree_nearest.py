# topic: nearest neighbours with a KD-tree
import numpy as np
import pandas as pd
from scipy.spatial import cKDTree

rng = np.random.default_rng(10)
stores = rng.uniform(0, 50, size=(25, 2))
customers = rng.uniform(0, 50, size=(1500, 2))

tree = cKDTree(stores)
dist, idx = tree.query(customers, k=2)

df = pd.DataFrame({
    "cx": customers[:, 0],
    "cy": customers[:, 1],
    "nearest_store": idx[:, 0],
    "distance": dist[:, 0],
    "second_store": idx[:, 1],
    "second_distance": dist[:, 1],
})
df["within_5km"] = [len(n) for n in tree.query_ball_point(customers, r=5.0)]
