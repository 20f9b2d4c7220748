# topic: streaming moving median with a deque
from collections import deque
import statistics
import random
import pandas as pd

random.seed(41)
window = deque(maxlen=15)
rows = []
value = 20.0
for i in range(800):
    value += random.gauss(0, 0.5)
    reading = value + (random.choice([-8, 8]) if random.random() < 0.03 else 0.0)  # spikes
    window.append(reading)
    rows.append({
        "i": i,
        "reading": reading,
        "moving_median": statistics.median(window),
        "moving_mean": sum(window) / len(window),
    })

df = pd.DataFrame(rows)
df["spike"] = (df["reading"] - df["moving_median"]).abs() > 4
