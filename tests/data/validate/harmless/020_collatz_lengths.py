# topic: Collatz stopping times
from functools import lru_cache
import pandas as pd


@lru_cache(maxsize=None)
def collatz_steps(n: int) -> int:
    if n == 1:
        return 0
    if n % 2 == 0:
        return 1 + collatz_steps(n // 2)
    return 1 + collatz_steps(3 * n + 1)


def peak(n):
    best = n
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        best = max(best, n)
    return best


numbers = range(1, 3001)
df = pd.DataFrame({
    "n": list(numbers),
    "steps": [collatz_steps(n) for n in numbers],
    "peak": [peak(n) for n in numbers],
})
