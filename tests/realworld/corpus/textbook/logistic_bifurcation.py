# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: bifurcation diagram of the logistic map
import numpy as np
import pandas as pd
import matplotlib.pyplot as plt


def logistic(r, x):
    return r * x * (1 - x)


n_r = 1000
iterations = 1000
last = 100
r = np.linspace(2.5, 4.0, n_r)
x = 1e-5 * np.ones(n_r)

rs, xs = [], []
for i in range(iterations):
    x = logistic(r, x)
    if i >= iterations - last:
        rs.append(r.copy())
        xs.append(x.copy())

df = pd.DataFrame({"r": np.concatenate(rs), "x": np.concatenate(xs)})

fig, ax = plt.subplots(figsize=(10, 6))
ax.plot(df.r, df.x, ",k", alpha=0.25)
ax.set_xlabel("r")
plt.show()
