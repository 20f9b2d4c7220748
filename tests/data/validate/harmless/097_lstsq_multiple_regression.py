# topic: multiple regression with np.linalg.lstsq
import numpy as np
import pandas as pd

rng = np.random.default_rng(88)
n = 300
sqft = rng.uniform(50, 250, n)
bedrooms = rng.integers(1, 6, n)
age = rng.uniform(0, 60, n)
price = 40_000 + 1_800 * sqft + 9_000 * bedrooms - 900 * age + rng.normal(0, 20_000, n)

X = np.column_stack([np.ones(n), sqft, bedrooms, age])
beta, residuals, rank, sv = np.linalg.lstsq(X, price, rcond=None)

df = pd.DataFrame({"sqft": sqft, "bedrooms": bedrooms, "age": age, "price": price})
df["predicted"] = X @ beta
df["residual"] = df["price"] - df["predicted"]
coef = dict(zip(["intercept", "sqft", "bedrooms", "age"], beta))
