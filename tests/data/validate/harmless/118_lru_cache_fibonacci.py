# topic: memoised recursive Fibonacci and golden ratio
from functools import lru_cache
import math
import pandas as pd


@lru_cache(maxsize=None)
def fib(n: int) -> int:
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


phi = (1 + math.sqrt(5)) / 2
df = pd.DataFrame({"n": range(1, 91)})
df["fib"] = df["n"].map(fib).astype(float)
df["ratio"] = df["fib"] / df["fib"].shift(1)
df["ratio_error"] = (df["ratio"] - phi).abs()
df["binet"] = (phi ** df["n"] - (-1 / phi) ** df["n"]) / math.sqrt(5)
