# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: ordinary least squares by hand and with scipy.stats.linregress
import numpy as np
import pandas as pd
from scipy import stats
import matplotlib.pyplot as plt

rng = np.random.default_rng(10)
n = 200
x = rng.uniform(0, 10, n)
y = 3.5 * x + 2.0 + rng.normal(0, 2.5, n)

# Normal equations
X = np.column_stack([np.ones(n), x])
beta_hat = np.linalg.solve(X.T @ X, X.T @ y)
result = stats.linregress(x, y)
print(f"By hand: intercept={beta_hat[0]:.3f}, slope={beta_hat[1]:.3f}")
print(f"linregress: intercept={result.intercept:.3f}, slope={result.slope:.3f}, r^2={result.rvalue**2:.3f}")

df = pd.DataFrame({"x": x, "y": y})
df["fitted"] = beta_hat[0] + beta_hat[1] * df["x"]
df["residual"] = df["y"] - df["fitted"]
df = df.sort_values("x").reset_index(drop=True)

plt.scatter(df.x, df.y, s=8)
plt.plot(df.x, df.fitted, color="red")
plt.show()
