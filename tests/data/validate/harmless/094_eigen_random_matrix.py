# topic: eigenvalues of random symmetric matrices
import numpy as np
import pandas as pd

rng = np.random.default_rng(5)
n = 200
A = rng.normal(size=(n, n))
goe = (A + A.T) / np.sqrt(2 * n)       # Gaussian orthogonal ensemble

eigvals = np.linalg.eigvalsh(goe)
df = pd.DataFrame({"eigenvalue": eigvals})
df["index"] = np.arange(n)
# Wigner semicircle density for comparison
df["semicircle"] = np.sqrt(np.clip(4 - df["eigenvalue"] ** 2, 0, None)) / (2 * np.pi)
df["spacing"] = df["eigenvalue"].diff()
