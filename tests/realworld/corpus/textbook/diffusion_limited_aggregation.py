# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: a small diffusion-limited aggregation cluster
import numpy as np
import pandas as pd

rng = np.random.default_rng(3)
size = 81
grid = np.zeros((size, size), dtype=bool)
centre = size // 2
grid[centre, centre] = True
steps = np.array([[1, 0], [-1, 0], [0, 1], [0, -1]])
particles = []

for particle in range(250):
    angle = rng.uniform(0, 2 * np.pi)
    pos = np.array([centre + int(30 * np.cos(angle)), centre + int(30 * np.sin(angle))])
    for _ in range(20000):
        pos = np.clip(pos + steps[rng.integers(4)], 1, size - 2)
        i, j = pos
        if grid[i - 1:i + 2, j - 1:j + 2].any():
            grid[i, j] = True
            particles.append((particle, i - centre, j - centre))
            break

df = pd.DataFrame(particles, columns=["particle", "x", "y"])
df["radius"] = np.hypot(df.x, df.y)
print(len(df), "particles stuck; max radius", df.radius.max())
