# topic: power iteration for the dominant eigenvalue
import numpy as np
import pandas as pd

rng = np.random.default_rng(1)
B = rng.normal(size=(6, 6))
A = B @ B.T + np.eye(6)     # symmetric positive definite

true_top = np.linalg.eigvalsh(A)[-1]
v = rng.normal(size=6)
v /= np.linalg.norm(v)
log = []
for it in range(1, 61):
    w = A @ v
    lam = v @ w
    v = w / np.linalg.norm(w)
    log.append((it, lam, abs(lam - true_top)))

df = pd.DataFrame(log, columns=["iteration", "estimate", "abs_error"])
df["log10_error"] = np.log10(df["abs_error"].clip(lower=1e-16))
