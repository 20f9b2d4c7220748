# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: principal component analysis with the SVD
import numpy as np
import pandas as pd

rng = np.random.default_rng(21)
n = 300
latent = rng.normal(size=(n, 2))
mixing = np.array([[2.0, 0.5, 1.0, 0.0], [0.0, 1.0, -1.0, 0.5]])
X = latent @ mixing + 0.1 * rng.normal(size=(n, 4))

Xc = X - X.mean(axis=0)
U, S, Vt = np.linalg.svd(Xc, full_matrices=False)
explained = S**2 / np.sum(S**2)
scores = Xc @ Vt.T

print("Explained variance ratio:", np.round(explained, 4))
df = pd.DataFrame(scores[:, :2], columns=["PC1", "PC2"])
df["explained_PC1"] = explained[0]
