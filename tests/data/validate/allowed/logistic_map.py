import numpy as np
import pandas as pd

rows = []
for r in np.linspace(2.5, 4.0, 300):
    x = 0.5
    for _ in range(500):
        x = r * x * (1 - x)
    for _ in range(50):
        x = r * x * (1 - x)
        rows.append((r, x))

df = pd.DataFrame(rows, columns=["r", "x"])
