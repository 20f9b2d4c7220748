# topic: 1D random walk with the random module
import random
import statistics
import pandas as pd

random.seed(12345)
steps = 500
position = 0
positions = []
for step in range(1, steps + 1):
    position += random.choice((-1, 1))
    positions.append(position)

df = pd.DataFrame({"step": range(1, steps + 1), "position": positions})
df["running_max"] = df["position"].cummax()
df["running_min"] = df["position"].cummin()
mean_pos = statistics.mean(positions)
df["above_mean"] = df["position"] > mean_pos
