# topic: dice sum frequencies with preallocated counts
import random
import pandas as pd

random.seed(2024)
n_dice = 3
counts = [0] * (6 * n_dice + 1)
rolls = 20_000
for _ in range(rolls):
    total = sum(random.randint(1, 6) for _ in range(n_dice))
    counts[total] += 1

first_seen = dict.fromkeys(range(n_dice, 6 * n_dice + 1))
random.seed(1)
for i in range(2000):
    s = sum(random.randint(1, 6) for _ in range(n_dice))
    if first_seen[s] is None:
        first_seen[s] = i

df = pd.DataFrame({
    "sum": list(range(n_dice, 6 * n_dice + 1)),
    "count": counts[n_dice:],
})
df["probability"] = df["count"] / rolls
df["first_roll_seen"] = df["sum"].map(first_seen)
