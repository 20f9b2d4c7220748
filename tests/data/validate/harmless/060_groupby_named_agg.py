# topic: named aggregations per store
import numpy as np
import pandas as pd

rng = np.random.default_rng(17)
n = 2000
tx = pd.DataFrame({
    "store": rng.choice([f"store_{i}" for i in range(1, 9)], n),
    "x": rng.exponential(25, n).round(2),
    "items": rng.integers(1, 12, n),
})

df = tx.groupby("store").agg(
    total=("x", "sum"),
    average=("x", "mean"),
    largest=("x", "max"),
    transactions=("x", "size"),
    items=("items", "sum"),
).reset_index()
df["avg_item_price"] = df["total"] / df["items"]
df = df.sort_values("total", ascending=False)
