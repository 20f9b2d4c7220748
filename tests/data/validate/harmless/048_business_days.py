# topic: business days per month
import numpy as np
import pandas as pd

bdays = pd.bdate_range("2024-01-01", "2024-12-31")
df = pd.DataFrame({"date": bdays})
df["month"] = df["date"].dt.to_period("M")
df = df.groupby("month").agg(business_days=("date", "count"),
                             first_bday=("date", "min"),
                             last_bday=("date", "max")).reset_index()
df["calendar_days"] = df["month"].dt.days_in_month
df["share_business"] = df["business_days"] / df["calendar_days"]
df["busday_np"] = [
    np.busday_count(str(p.start_time.date()), str((p.end_time + pd.Timedelta(days=1)).date()))
    for p in df["month"]
]
df["month"] = df["month"].dt.to_timestamp()
