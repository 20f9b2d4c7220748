# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: 2-D diffusion of a hot spot on a grid, result as a long table
import numpy as np
import pandas as pd
import matplotlib.pyplot as plt

n = 60
D = 0.2
steps = 300
grid = np.zeros((n, n))
grid[n // 2 - 3:n // 2 + 3, n // 2 - 3:n // 2 + 3] = 100.0

for _ in range(steps):
    lap = (np.roll(grid, 1, 0) + np.roll(grid, -1, 0) + np.roll(grid, 1, 1) + np.roll(grid, -1, 1)
           - 4 * grid)
    grid = grid + D * lap

ii, jj = np.meshgrid(np.arange(n), np.arange(n), indexing="ij")
df = pd.DataFrame({"i": ii.ravel(), "j": jj.ravel(), "concentration": grid.ravel()})
print("Total mass conserved:", round(df.concentration.sum(), 3))

plt.imshow(grid, cmap="hot")
plt.colorbar()
plt.show()
