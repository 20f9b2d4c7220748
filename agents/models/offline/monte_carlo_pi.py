# Monte Carlo estimate of pi: random points in the unit square, running share inside the quarter circle times 4.
import numpy as np
import pandas as pd

rng = np.random.default_rng()
n = 5000
x = rng.random(n).round(4)  # 4 decimals keep the table small
y = rng.random(n).round(4)
inside = (x**2 + y**2 <= 1.0).astype(int)
df = pd.DataFrame({
    "i": np.arange(1, n + 1),
    "x": x,
    "y": y,
    "inside": inside,
    "pi_estimate": (4.0 * np.cumsum(inside) / np.arange(1, n + 1)).round(5),
})
