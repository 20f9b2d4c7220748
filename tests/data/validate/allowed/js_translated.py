# JS: const data = []; for (let i = 0; i < 100; i++) data.push({i, v: Math.sin(i / 10)});
import math
import pandas as pd

data = []
for i in range(100):
    data.append({"i": i, "v": math.sin(i / 10)})

df = pd.DataFrame(data)
df["label"] = df["i"].map(lambda k: f"point {k}")
