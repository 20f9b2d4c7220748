# topic: prime gaps from a generator
from itertools import islice
import math
import pandas as pd


def primes():
    """Yield primes forever using trial division by earlier primes."""
    found = []
    candidate = 2
    while True:
        limit = math.isqrt(candidate)
        if all(candidate % p for p in found if p <= limit):
            found.append(candidate)
            yield candidate
        candidate += 1


first = list(islice(primes(), 2000))
df = pd.DataFrame({"k": range(1, len(first) + 1), "prime": first})
df["gap"] = df["prime"].diff()
df["pnt_estimate"] = df["k"] * (df["k"].apply(math.log) + df["k"].apply(lambda k: math.log(math.log(k)) if k > 2 else 0))
df["twin"] = df["gap"] == 2
