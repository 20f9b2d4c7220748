# topic: summarising only numeric columns
import numpy as np
import pandas as pd
from pandas.api.types import is_numeric_dtype, is_datetime64_any_dtype

rng = np.random.default_rng(16)
n = 250
data = pd.DataFrame({
    "id": np.arange(n),
    "name": [f"item{i}" for i in range(n)],
    "weight": rng.normal(2.5, 0.4, n),
    "count": rng.poisson(7, n),
    "added": pd.date_range("2024-01-01", periods=n, freq="6H"),
    "active": rng.random(n) > 0.2,
})

rows = []
for col in data.columns:
    s = data[col]
    numeric = is_numeric_dtype(s) and not s.dtype == bool
    rows.append({
        "column": col,
        "dtype": str(s.dtype),
        "numeric": numeric,
        "datetime": is_datetime64_any_dtype(s),
        "mean": s.mean() if numeric else np.nan,
        "n_unique": s.nunique(),
    })

df = pd.DataFrame(rows)
