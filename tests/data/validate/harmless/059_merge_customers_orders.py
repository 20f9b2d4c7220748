# topic: joining customers and orders
import numpy as np
import pandas as pd

rng = np.random.default_rng(3)
customers = pd.DataFrame({
    "customer_id": np.arange(1, 51),
    "segment": rng.choice(["retail", "wholesale", "online"], 50),
    "signup": pd.to_datetime("2023-01-01") + pd.to_timedelta(rng.integers(0, 365, 50), unit="D"),
})
orders = pd.DataFrame({
    "order_id": np.arange(1000, 1400),
    "customer_id": rng.integers(1, 61, 400),   # some ids have no customer record
    "amount": rng.gamma(2.0, 40.0, 400).round(2),
})

merged = orders.merge(customers, on="customer_id", how="left", indicator=True)
df = (merged.groupby(["segment", "_merge"], dropna=False, observed=True)
      .agg(orders=("order_id", "count"), revenue=("amount", "sum"))
      .reset_index())
df["segment"] = df["segment"].fillna("unknown")
