# topic: Conway's Game of Life population over time
import numpy as np
import pandas as pd
from scipy.signal import convolve2d

rng = np.random.default_rng(1)
grid = (rng.random((60, 60)) < 0.3).astype(int)
kernel = np.ones((3, 3), dtype=int)
kernel[1, 1] = 0

history = []
for gen in range(150):
    neighbours = convolve2d(grid, kernel, mode="same", boundary="wrap")
    births = (grid == 0) & (neighbours == 3)
    survivors = (grid == 1) & ((neighbours == 2) | (neighbours == 3))
    history.append({"generation": gen, "alive": int(grid.sum()),
                    "births": int(births.sum()), "deaths": int(grid.sum() - survivors.sum())})
    grid = (births | survivors).astype(int)

df = pd.DataFrame(history)
