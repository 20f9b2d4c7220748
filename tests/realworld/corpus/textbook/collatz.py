# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: Collatz stopping times
from functools import lru_cache

import pandas as pd


@lru_cache(maxsize=None)
def stopping_time(n: int) -> int:
    """Number of steps for n to reach 1 under the 3n+1 map."""
    if n == 1:
        return 0
    return 1 + stopping_time(n // 2 if n % 2 == 0 else 3 * n + 1)


df = pd.DataFrame({"n": range(1, 10001)})
df["steps"] = df["n"].map(stopping_time)
record = df.loc[df.steps.idxmax()]
print(f"Longest chain below 10,000: n={record.n} with {record.steps} steps")
