# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: 1-D heat equation with the Crank–Nicolson scheme and a banded solver
import numpy as np
import pandas as pd
from scipy.linalg import solve_banded


def crank_nicolson(nx: int = 81, nt: int = 200, alpha: float = 1.0, t_end: float = 0.1):
    x = np.linspace(0, 1, nx)
    dx = x[1] - x[0]
    dt = t_end / nt
    r = alpha * dt / (2 * dx**2)
    n = nx - 2
    ab = np.zeros((3, n))
    ab[0, 1:] = -r
    ab[1, :] = 1 + 2 * r
    ab[2, :-1] = -r
    u = np.exp(-100 * (x - 0.5) ** 2)
    u[0] = u[-1] = 0
    out = {"x": x, "t=0": u.copy()}
    for step in range(1, nt + 1):
        rhs = r * u[:-2] + (1 - 2 * r) * u[1:-1] + r * u[2:]
        u[1:-1] = solve_banded((1, 1), ab, rhs)
        if step % 50 == 0:
            out[f"t={step * dt:.3f}"] = u.copy()
    return pd.DataFrame(out)


df = crank_nicolson()
print(df.iloc[:, 1:].max())
