# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: Julia set for c = -0.8 + 0.156i
import numpy as np
import pandas as pd

c = complex(-0.8, 0.156)
max_iter = 100
n = 120

re = np.linspace(-1.6, 1.6, n)
im = np.linspace(-1.0, 1.0, n)
Z = re[None, :] + 1j * im[:, None]
iterations = np.zeros(Z.shape, dtype=int)
alive = np.ones(Z.shape, dtype=bool)

for i in range(max_iter):
    Z[alive] = Z[alive] ** 2 + c
    escaped = alive & (np.abs(Z) > 2)
    iterations[escaped] = i
    alive &= ~escaped

iterations[alive] = max_iter
RE, IM = np.meshgrid(re, im)
df = pd.DataFrame({"re": RE.flatten(), "im": IM.flatten(), "n": iterations.flatten()})
print(df["n"].value_counts().head())
