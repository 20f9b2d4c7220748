# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: k-means clustering from scratch vs scipy.cluster.vq
import numpy as np
import pandas as pd
from scipy.cluster.vq import kmeans2
import matplotlib.pyplot as plt


def kmeans(X: np.ndarray, k: int, iters: int = 100, seed: int = 0):
    rng = np.random.default_rng(seed)
    centers = X[rng.choice(len(X), k, replace=False)]
    for _ in range(iters):
        labels = np.argmin(((X[:, None, :] - centers[None]) ** 2).sum(-1), axis=1)
        new_centers = np.array([X[labels == j].mean(axis=0) for j in range(k)])
        if np.allclose(new_centers, centers):
            break
        centers = new_centers
    return centers, labels


rng = np.random.default_rng(12)
blobs = [rng.normal(loc, 0.6, size=(150, 2)) for loc in ([0, 0], [4, 4], [0, 5])]
X = np.vstack(blobs)
centers, labels = kmeans(X, 3)
_, labels_scipy = kmeans2(X, 3, seed=1, minit="++")

df = pd.DataFrame({"x": X[:, 0], "y": X[:, 1], "cluster": labels, "cluster_scipy": labels_scipy})
print(df.groupby("cluster")[["x", "y"]].mean())

plt.scatter(df.x, df.y, c=df.cluster)
plt.show()
