# topic: JavaScript Array.from patterns in Python
# JS:
#   const xs = Array.from({length: 100}, (_, i) => i / 10);
#   const ys = xs.map(x => Math.sin(x) * Math.exp(-x / 5));
#   const data = xs.map((x, i) => ({x, y: ys[i], even: i % 2 === 0}));
import math
import pandas as pd

xs = [i / 10 for i in range(100)]
ys = [math.sin(x) * math.exp(-x / 5) for x in xs]
data = [{"x": x, "y": ys[i], "even": i % 2 == 0} for i, x in enumerate(xs)]

# JS: data.filter(d => d.y > 0).length
positives = len([d for d in data if d["y"] > 0])

df = pd.DataFrame(data)
df["positive_count"] = positives
