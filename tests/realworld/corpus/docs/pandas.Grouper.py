# source: the Examples of the docstring of pandas.Grouper (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = ts (series)
import numpy as np
import pandas as pd
df = pd.DataFrame(
    {
        "Animal": ["Falcon", "Parrot", "Falcon", "Falcon", "Parrot"],
        "Speed": [100, 5, 200, 300, 15],
    }
)
df
df.groupby(pd.Grouper(key="Animal")).mean()
df = pd.DataFrame(
   {
       "Publish date": [
            pd.Timestamp("2000-01-02"),
            pd.Timestamp("2000-01-02"),
            pd.Timestamp("2000-01-09"),
            pd.Timestamp("2000-01-16")
        ],
        "ID": [0, 1, 2, 3],
        "Price": [10, 20, 30, 40]
    }
)
df
df.groupby(pd.Grouper(key="Publish date", freq="1W")).mean()
start, end = '2000-10-01 23:30:00', '2000-10-02 00:30:00'
rng = pd.date_range(start, end, freq='7min')
ts = pd.Series(np.arange(len(rng)) * 3, index=rng)
ts
ts.groupby(pd.Grouper(freq='17min')).sum()
ts.groupby(pd.Grouper(freq='17min', origin='epoch')).sum()
ts.groupby(pd.Grouper(freq='17min', origin='2000-01-01')).sum()
ts.groupby(pd.Grouper(freq='17min', origin='start')).sum()
ts.groupby(pd.Grouper(freq='17min', offset='23h30min')).sum()
ts.groupby(pd.Grouper(freq='17min', offset='2min')).sum()
df = pd.DataFrame(ts)
