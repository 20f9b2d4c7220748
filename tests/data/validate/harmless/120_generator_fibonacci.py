# topic: Fibonacci generator and digit counts
from itertools import islice, accumulate
import pandas as pd


def fibonacci():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


terms = list(islice(fibonacci(), 300))
df = pd.DataFrame({"n": range(len(terms))})
df["digits"] = [len(str(t)) for t in terms]
df["last_digit"] = [t % 10 for t in terms]
df["even"] = [t % 2 == 0 for t in terms]
df["running_even_count"] = list(accumulate(int(e) for e in df["even"]))
