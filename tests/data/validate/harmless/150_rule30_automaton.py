# topic: elementary cellular automaton rule 30
import numpy as np
import pandas as pd

rule = 30
width, generations = 101, 60
lookup = np.array([(rule >> i) & 1 for i in range(8)], dtype=np.uint8)

row = np.zeros(width, dtype=np.uint8)
row[width // 2] = 1
cells = []
for gen in range(generations):
    for pos in np.flatnonzero(row):
        cells.append((gen, pos - width // 2))
    left = np.roll(row, 1)
    right = np.roll(row, -1)
    row = lookup[(left << 2) | (row << 1) | right]

df = pd.DataFrame(cells, columns=["generation", "position"])
df["alive_in_generation"] = df.groupby("generation")["position"].transform("size")
