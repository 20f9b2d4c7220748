# topic: Pareto cumulative share of revenue by product
import numpy as np
import pandas as pd

rng = np.random.default_rng(101)
products = [f"SKU-{i:04d}" for i in range(1, 201)]
revenue = rng.pareto(1.3, len(products)) * 1000

df = pd.DataFrame({"product": products, "revenue": revenue})
df = df.sort_values("revenue", ascending=False).reset_index(drop=True)
df["cum_revenue"] = df["revenue"].cumsum()
df["cum_share"] = df["cum_revenue"] / df["revenue"].sum()
df["product_share"] = (df.index + 1) / len(df)
df["class"] = pd.cut(df["cum_share"], bins=[0, 0.8, 0.95, 1.0], labels=["A", "B", "C"])
