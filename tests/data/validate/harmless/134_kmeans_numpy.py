# topic: k-means clustering written in numpy
import numpy as np
import pandas as pd

rng = np.random.default_rng(19)
true_centers = rng.uniform(-8, 8, size=(4, 2))
X = np.vstack([c + rng.normal(0, 1.2, size=(150, 2)) for c in true_centers])


def kmeans(X, k, n_iter=100, seed=0):
    """Lloyd's algorithm.

    Parameters
    ----------
    X : ndarray of shape (n, d)
    k : int
        Number of clusters.
    n_iter : int, optional
        Maximum number of iterations.

    Returns
    -------
    labels : ndarray of shape (n,)
    centers : ndarray of shape (k, d)
    inertia : float
    """
    r = np.random.default_rng(seed)
    centers = X[r.choice(len(X), k, replace=False)]
    for _ in range(n_iter):
        d = ((X[:, None, :] - centers[None, :, :]) ** 2).sum(axis=2)
        labels = d.argmin(axis=1)
        new = np.array([X[labels == j].mean(axis=0) if np.any(labels == j) else centers[j] for j in range(k)])
        if np.allclose(new, centers):
            break
        centers = new
    inertia = ((X - centers[labels]) ** 2).sum()
    return labels, centers, inertia


labels, centers, inertia = kmeans(X, 4)
df = pd.DataFrame({"x": X[:, 0], "y": X[:, 1], "cluster": labels})
df["dist_to_center"] = np.linalg.norm(X - centers[labels], axis=1)
elbow = {k: kmeans(X, k)[2] for k in range(1, 9)}
