# topic: running inventory with itertuples
import numpy as np
import pandas as pd

rng = np.random.default_rng(21)
days = pd.date_range("2024-02-01", periods=90, freq="D")
demand = rng.poisson(18, len(days))
events = pd.DataFrame({"date": days, "demand": demand})

stock = 200
reorder_point, reorder_qty, lead_time = 60, 250, 4
pending = {}
rows = []
for date, demand in events[["date", "demand"]].itertuples(index=False, name=None):
    stock += pending.pop(date, 0)
    sold = min(stock, demand)
    stock -= sold
    if stock < reorder_point and not pending:
        pending[date + pd.Timedelta(days=lead_time)] = reorder_qty
    rows.append({"date": date, "demand": demand, "sold": sold,
                 "stock": stock, "stockout": sold < demand})

df = pd.DataFrame(rows)
