# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: sieve of Eratosthenes and the prime-counting function vs x / ln x
import numpy as np
import pandas as pd


def sieve(limit: int) -> np.ndarray:
    is_prime = np.ones(limit + 1, dtype=bool)
    is_prime[:2] = False
    for p in range(2, int(limit**0.5) + 1):
        if is_prime[p]:
            is_prime[p * p::p] = False
    return np.flatnonzero(is_prime)


primes = sieve(1_000_000)
xs = np.logspace(2, 6, 40).astype(int)
pi_x = np.searchsorted(primes, xs, side="right")
df = pd.DataFrame({"x": xs, "pi_x": pi_x, "x_over_lnx": xs / np.log(xs)})
df["ratio"] = df.pi_x / df.x_over_lnx
print(df.tail())
