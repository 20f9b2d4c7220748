# topic: SVD low-rank approximation error
import numpy as np
import pandas as pd

rng = np.random.default_rng(0)
u = rng.normal(size=(120, 4))
v = rng.normal(size=(4, 80))
M = u @ v + 0.3 * rng.normal(size=(120, 80))   # rank 4 + noise

U, s, Vt = np.linalg.svd(M, full_matrices=False)
rows = []
for k in range(1, 21):
    approx = (U[:, :k] * s[:k]) @ Vt[:k]
    rows.append({
        "rank": k,
        "singular_value": s[k - 1],
        "frobenius_error": np.linalg.norm(M - approx),
        "energy_kept": (s[:k] ** 2).sum() / (s ** 2).sum(),
    })

df = pd.DataFrame(rows)
