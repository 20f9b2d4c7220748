# topic: sales pivot with flattened column names
import numpy as np
import pandas as pd

rng = np.random.default_rng(42)
n = 600
sales = pd.DataFrame({
    "region": rng.choice(["North", "South", "East", "West"], n),
    "product": rng.choice(["widget", "gadget", "gizmo"], n),
    "quarter": rng.choice(["Q1", "Q2", "Q3", "Q4"], n),
    "units": rng.integers(1, 50, n),
    "price": rng.uniform(5, 40, n).round(2),
})
sales["revenue"] = sales["units"] * sales["price"]

pivot = sales.pivot_table(index="region", columns=["product", "quarter"],
                          values="revenue", aggfunc="sum", fill_value=0)
pivot.columns = ["__".join(map(str, col)) for col in pivot.columns]
df = pivot.reset_index()
