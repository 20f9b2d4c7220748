# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: polynomial fits of increasing degree, train/test error
import numpy as np
import pandas as pd
from numpy.polynomial import Polynomial

rng = np.random.default_rng(5)
x = np.sort(rng.uniform(-1, 1, 60))
y = np.sin(3 * x) + 0.15 * rng.normal(size=x.size)
train = np.arange(x.size) % 3 != 0
test = ~train

rows = []
for degree in range(1, 13):
    p = Polynomial.fit(x[train], y[train], degree)
    rows.append({
        "degree": degree,
        "train_rmse": np.sqrt(np.mean((p(x[train]) - y[train]) ** 2)),
        "test_rmse": np.sqrt(np.mean((p(x[test]) - y[test]) ** 2)),
    })

df = pd.DataFrame(rows)
print(df.to_string(index=False))
print("Best degree:", int(df.loc[df.test_rmse.idxmin(), "degree"]))
