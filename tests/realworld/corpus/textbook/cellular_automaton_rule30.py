# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: elementary cellular automata (rule 30 and rule 110)
import numpy as np
import pandas as pd
import matplotlib.pyplot as plt


def run_rule(rule: int, width: int = 101, steps: int = 50) -> np.ndarray:
    table = np.array([(rule >> i) & 1 for i in range(8)], dtype=np.uint8)
    cells = np.zeros((steps, width), dtype=np.uint8)
    cells[0, width // 2] = 1
    for t in range(1, steps):
        left = np.roll(cells[t - 1], 1)
        right = np.roll(cells[t - 1], -1)
        cells[t] = table[4 * left + 2 * cells[t - 1] + right]
    return cells


grids = {rule: run_rule(rule) for rule in (30, 110)}
records = []
for rule, grid in grids.items():
    for step, row in enumerate(grid):
        records.append({"rule": rule, "step": step, "alive": int(row.sum())})
df = pd.DataFrame(records)
print(df.pivot(index="step", columns="rule", values="alive").tail())

plt.imshow(grids[30], cmap="binary")
plt.show()
