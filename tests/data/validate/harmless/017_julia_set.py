# topic: Julia set escape counts on a small grid
import numpy as np
import pandas as pd


def julia_counts(c, xs, ys, max_iter=80, radius=2.0):
    """Escape iteration for each grid point of the filled Julia set of z^2 + c."""
    X, Y = np.meshgrid(xs, ys)
    z = X + 1j * Y
    out = np.zeros(z.shape, dtype=int)
    alive = np.ones(z.shape, dtype=bool)
    for k in range(1, max_iter + 1):
        z[alive] = z[alive] ** 2 + c
        just_escaped = alive & (np.abs(z) > radius)
        out[just_escaped] = k
        alive &= ~just_escaped
    out[alive] = max_iter
    return X, Y, out


xs = np.linspace(-1.6, 1.6, 100)
ys = np.linspace(-1.0, 1.0, 70)
X, Y, n = julia_counts(complex(-0.8, 0.156), xs, ys)
df = pd.DataFrame({"x": X.ravel(), "y": Y.ravel(), "escape_iter": n.ravel()})
