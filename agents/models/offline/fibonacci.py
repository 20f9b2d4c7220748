# Fibonacci sequence F(0), F(1), ... and the ratio of consecutive terms, which approaches the golden ratio.
import numpy as np
import pandas as pd

count = 91  # F(92) is the last that fits in a 64-bit integer
fib = [0, 1]
while len(fib) < count:
    fib.append(fib[-1] + fib[-2])

values = np.array(fib[:count], dtype=np.int64)
ratio = np.full(values.size, np.nan)
ratio[2:] = values[2:] / values[1:-1]
df = pd.DataFrame({"n": np.arange(values.size), "fibonacci": values, "ratio": ratio})
