# topic: polynomial fits of increasing degree
import numpy as np
import pandas as pd

rng = np.random.default_rng(1)
x = np.linspace(-3, 3, 60)
y_true = 0.5 * x ** 2 - x + 2
y = y_true + rng.normal(0, 0.8, x.size)

df = pd.DataFrame({"x": x, "y": y, "y_true": y_true})
for degree in (1, 2, 3, 6):
    coeffs = np.polyfit(x, y, degree)
    df[f"fit_deg{degree}"] = np.polyval(coeffs, x)

rmse = {c: np.sqrt(((df[c] - df["y"]) ** 2).mean()) for c in df.columns if c.startswith("fit")}
