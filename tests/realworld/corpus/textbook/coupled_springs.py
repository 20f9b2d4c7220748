# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: two masses coupled by springs, normal modes from the eigenvalues
import numpy as np
import pandas as pd
from scipy.integrate import odeint

m1, m2 = 1.0, 1.5
k1, k2, k3 = 4.0, 2.0, 4.0

K = np.array([[k1 + k2, -k2], [-k2, k2 + k3]])
M = np.diag([m1, m2])
omega2, modes = np.linalg.eig(np.linalg.inv(M) @ K)
print("Normal mode frequencies:", np.sqrt(omega2))


def springs(w, t):
    x1, v1, x2, v2 = w
    return [v1, (-(k1 + k2) * x1 + k2 * x2) / m1, v2, (k2 * x1 - (k2 + k3) * x2) / m2]


t = np.linspace(0, 30, 3000)
w = odeint(springs, [0.5, 0.0, -0.25, 0.0], t)
df = pd.DataFrame(w, columns=["x1", "v1", "x2", "v2"])
df["t"] = t
df = df[["t", "x1", "x2", "v1", "v2"]]
