# topic: running balances with itertools.accumulate
from itertools import accumulate
import random
import pandas as pd

random.seed(6)
amounts = [round(random.uniform(-120, 150), 2) for _ in range(120)]
growth = [1 + random.gauss(0.001, 0.01) for _ in range(120)]

df = pd.DataFrame({
    "txn": range(1, 121),
    "amount": amounts,
    "balance": list(accumulate(amounts, initial=1000.0))[1:],
    "max_amount_so_far": list(accumulate(amounts, max)),
    "compounded": list(accumulate(growth, lambda a, b: a * b)),
})
df["overdrawn"] = df["balance"] < 0
