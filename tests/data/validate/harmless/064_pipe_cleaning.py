# topic: a cleaning pipeline with .pipe
import numpy as np
import pandas as pd

rng = np.random.default_rng(0)
raw = pd.DataFrame({
    "Sensor ID": rng.choice(["s1", "s2", "s3"], 300),
    "Reading (V)": rng.normal(3.3, 0.2, 300),
    "Timestamp": pd.date_range("2024-06-01", periods=300, freq="10min"),
})
raw.loc[rng.choice(300, 15, replace=False), "Reading (V)"] = np.nan


def clean_names(frame):
    frame = frame.copy()
    frame.columns = (frame.columns.str.lower()
                     .str.replace(r"\(.*\)", "", regex=True)
                     .str.strip()
                     .str.replace(" ", "_"))
    return frame


def fill_gaps(frame, column):
    frame = frame.copy()
    frame[column] = frame.groupby("sensor_id")[column].transform(lambda s: s.interpolate().bfill())
    return frame


def add_flags(frame, low=2.9, high=3.7):
    return frame.assign(out_of_range=~frame["reading"].between(low, high))


df = raw.pipe(clean_names).pipe(fill_gaps, "reading").pipe(add_flags, high=3.6)
