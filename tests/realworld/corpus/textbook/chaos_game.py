# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: the chaos game drawing a Sierpinski triangle
import numpy as np
import pandas as pd
import matplotlib.pyplot as plt

vertices = np.array([[0.0, 0.0], [1.0, 0.0], [0.5, np.sqrt(3) / 2]])
rng = np.random.default_rng(2)

n_points = 20000
points = np.zeros((n_points, 2))
p = np.array([0.25, 0.25])
for i in range(n_points):
    v = vertices[rng.integers(3)]
    p = (p + v) / 2
    points[i] = p

df = pd.DataFrame(points[100:], columns=["x", "y"])   # skip the transient

plt.figure(figsize=(6, 6))
plt.scatter(df.x, df.y, s=0.1, color="black")
plt.axis("equal")
plt.show()
