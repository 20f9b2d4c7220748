# topic: round-robin tournament schedule
import pandas as pd
import datetime as dt

teams = ["Ajax", "Benfica", "Celtic", "Dynamo", "Espanyol", "Feyenoord"]


def round_robin(names):
    names = list(names)
    if len(names) % 2:
        names.append(None)
    n = len(names)
    for rnd in range(n - 1):
        pairs = zip(names[: n // 2], reversed(names[n // 2:]))
        yield rnd, [(a, b) for a, b in pairs if a is not None and b is not None]
        names = [names[0]] + [names[-1]] + names[1:-1]


start = dt.date(2025, 3, 1)
rows = []
for rnd, matches in round_robin(teams):
    for slot, (home, away) in enumerate(matches):
        rows.append({
            "round": rnd + 1,
            "date": start + dt.timedelta(weeks=rnd),
            "kickoff_hour": 14 + 2 * slot,
            "home": home,
            "away": away,
        })

df = pd.DataFrame(rows)
df["date"] = pd.to_datetime(df["date"])
