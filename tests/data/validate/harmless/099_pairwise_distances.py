# topic: pairwise distances between cities
import numpy as np
import pandas as pd
from scipy.spatial.distance import pdist, squareform

rng = np.random.default_rng(2)
names = [f"site_{c}" for c in "ABCDEFGHIJ"]
coords = rng.uniform(0, 100, size=(len(names), 2))

results = {}
for metric in ("euclidean", "cityblock", "chebyshev"):
    results[metric] = squareform(pdist(coords, metric=metric))

i, j = np.triu_indices(len(names), k=1)
df = pd.DataFrame({
    "from": np.array(names)[i],
    "to": np.array(names)[j],
    **{m: d[i, j] for m, d in results.items()},
})
df = df.sort_values("euclidean").reset_index(drop=True)
