# topic: Henon map orbit
import pandas as pd

a, b = 1.4, 0.3
x, y = 0.0, 0.0
points = []
for n in range(10_000):
    x, y = 1 - a * x * x + y, b * x
    if n >= 100:            # skip transient
        points.append((n, x, y))

df = pd.DataFrame(points, columns=["n", "x", "y"])
