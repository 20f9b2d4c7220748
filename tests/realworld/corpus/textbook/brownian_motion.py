# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: standard Brownian motion paths
import numpy as np
import pandas as pd
import matplotlib.pyplot as plt

np.random.seed(0)

T = 1.0
N = 1000
n_paths = 5
dt = T / N
t = np.linspace(0, T, N + 1)

increments = np.random.normal(0, np.sqrt(dt), size=(n_paths, N))
paths = np.hstack([np.zeros((n_paths, 1)), np.cumsum(increments, axis=1)])

df = pd.DataFrame(paths.T, columns=[f"path_{i + 1}" for i in range(n_paths)])
df.insert(0, "t", t)
print(df.describe().T[["mean", "std"]])

for col in df.columns[1:]:
    plt.plot(df.t, df[col])
plt.title("Brownian motion")
plt.show()
