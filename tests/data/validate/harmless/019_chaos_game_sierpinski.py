# topic: Sierpinski triangle via the chaos game
import random
import pandas as pd

random.seed(7)
vertices = [(0.0, 0.0), (1.0, 0.0), (0.5, 3 ** 0.5 / 2)]
x, y = 0.25, 0.25
pts = []
for step in range(6000):
    vx, vy = random.choice(vertices)
    x, y = (x + vx) / 2, (y + vy) / 2
    if step > 20:
        pts.append({"x": x, "y": y, "step": step})

df = pd.DataFrame(pts)
