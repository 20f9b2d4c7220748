# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: Barnsley fern iterated function system
import numpy as np
import pandas as pd

# (a, b, c, d, e, f, probability) for each affine map
MAPS = np.array([
    [0.00, 0.00, 0.00, 0.16, 0.0, 0.00, 0.01],
    [0.85, 0.04, -0.04, 0.85, 0.0, 1.60, 0.85],
    [0.20, -0.26, 0.23, 0.22, 0.0, 1.60, 0.07],
    [-0.15, 0.28, 0.26, 0.24, 0.0, 0.44, 0.07],
])


def fern(n: int, seed: int = 0) -> np.ndarray:
    rng = np.random.default_rng(seed)
    picks = rng.choice(len(MAPS), size=n, p=MAPS[:, 6])
    xy = np.zeros((n, 2))
    x, y = 0.0, 0.0
    for k, m in enumerate(picks):
        a, b, c, d, e, f, _ = MAPS[m]
        x, y = a * x + b * y + e, c * x + d * y + f
        xy[k] = x, y
    return xy


df = pd.DataFrame(fern(30000), columns=["x", "y"])
print(df.describe())
