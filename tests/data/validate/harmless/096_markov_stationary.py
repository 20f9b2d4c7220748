# topic: stationary distribution of a Markov chain
import numpy as np
import pandas as pd
from scipy import linalg

pages = ["home", "search", "product", "checkout"]
P = np.array([
    [0.1, 0.5, 0.3, 0.1],
    [0.2, 0.2, 0.5, 0.1],
    [0.2, 0.2, 0.3, 0.3],
    [0.6, 0.1, 0.2, 0.1],
])

w, vl = linalg.eig(P, left=True, right=False)
i = np.argmin(np.abs(w - 1))
pi = np.real(vl[:, i])
pi = pi / pi.sum()

# check with power iteration
dist = np.full(len(pages), 1 / len(pages))
history = [dist]
for _ in range(30):
    dist = dist @ P
    history.append(dist)

df = pd.DataFrame(history, columns=pages)
df.insert(0, "step", range(len(df)))
df = df.melt(id_vars="step", var_name="page", value_name="probability")
df["stationary"] = df["page"].map(dict(zip(pages, pi)))
