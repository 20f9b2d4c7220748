# What an ordinary data run looks like, rehearsed once by every standby child before it locks
# itself down (anyplot_harness.preload._rehearse): compiled and executed like a snippet, then its
# df collected like a run's. A child is forked from the zygote, so every page a run writes (the
# reference counts of the objects it touches, the allocator's free lists, pandas' and numpy's
# caches) is first a copy-on-write fault; rehearsing makes those faults now, before a job waits
# on them. Trusted code: shipped with the harness, never user input. Keep it small: every page it
# writes is a standby child's private memory (docs/bench.md measures both sides).
import math
import random

import numpy as np
import pandas as pd

t = np.linspace(0.0, 10.0, 60)
x = np.sin(t) * np.exp(-t / 5.0)
walk = np.cumsum(np.random.normal(0.0, 1.0, size=t.size))
levels = []
level = 0.0
for i in range(30):
    level = level + math.sqrt(i) * 0.5 + random.random() - 0.5
    levels.append(round(level, 3))
steps = pd.DataFrame({"step": list(range(30)), "level": levels})
steps["change"] = steps["level"].diff().fillna(0.0)
grid = np.zeros((20, 3))
for i in range(1, 20):
    a, b, c = grid[i - 1]
    grid[i, 0] = a + 0.01 * (b - a)
    grid[i, 1] = b + 0.01 * (a * (28.0 - c) - b)
    grid[i, 2] = c + 0.01 * (a * b - 8.0 / 3.0 * c)
df = pd.DataFrame({"t": t, "x": x, "walk": walk})
df["y"] = df["x"].cumsum()
df = pd.concat([df, steps], axis=1)
