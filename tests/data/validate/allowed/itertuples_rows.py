# df.itertuples() makes a namedtuple class: pandas asks collections.namedtuple for it, which the
# harness's guard allows for numpy/scipy/pandas callers only (docs/harness.md, "The libraries' own
# work"), so the validator no longer refuses it (issue 23: a false refusal of ordinary pandas).
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
for row in events.itertuples(index=False):
    stock += pending.pop(row.date, 0)
    sold = min(stock, row.demand)
    stock -= sold
    if stock < reorder_point and not pending:
        pending[row.date + pd.Timedelta(days=lead_time)] = reorder_qty
    rows.append({"date": row.date, "demand": row.demand, "sold": sold,
                 "stock": stock, "stockout": sold < row.demand})

df = pd.DataFrame(rows)
