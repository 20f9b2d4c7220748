# Logistic map bifurcation data: x -> r x (1 - x) from 0.5, 200 transient steps dropped, next 40 kept per r.
import numpy as np
import pandas as pd

r_min = 2.5
r_max = 4.0
r = np.linspace(r_min, r_max, 301)
x = np.full_like(r, 0.5)
for _ in range(200):  # let each orbit settle onto its attractor
    x = r * x * (1.0 - x)

kept = np.empty((40, r.size))
for n in range(40):
    x = r * x * (1.0 - x)
    kept[n] = x

# one row per (r, kept x), ordered by r; 4 decimals keep the table small
df = pd.DataFrame({"r": np.repeat(r.round(3), 40), "x": kept.T.ravel().round(4)})
