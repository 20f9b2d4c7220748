# topic: logistic map bifurcation diagram
import numpy as np
import pandas as pd

r_values = np.linspace(2.5, 4.0, 600)
n_transient = 500
n_keep = 30

records = []
for r in r_values:
    x = 0.5
    for _ in range(n_transient):
        x = r * x * (1 - x)
    for _ in range(n_keep):
        x = r * x * (1 - x)
        records.append((r, x))

df = pd.DataFrame(records, columns=["r", "x"])
