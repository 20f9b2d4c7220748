# topic: time between support tickets
import datetime as dt
import random
import pandas as pd

random.seed(2)
start = dt.datetime(2024, 5, 1, 8, 0)
timestamps = []
current = start
while current < start + dt.timedelta(days=14):
    current += dt.timedelta(minutes=random.expovariate(1 / 45))
    if 8 <= current.hour < 18:        # office hours only
        timestamps.append(current)

df = pd.DataFrame({"opened_at": timestamps})
df["gap_minutes"] = df["opened_at"].diff().dt.total_seconds() / 60
df["day"] = df["opened_at"].dt.date
df["tickets_that_day"] = df.groupby("day")["opened_at"].transform("count")
