# topic: convex hull of scattered points
import numpy as np
import pandas as pd
from scipy.spatial import ConvexHull

rng = np.random.default_rng(4)
points = rng.normal(size=(300, 2)) * [2.0, 1.0]
hull = ConvexHull(points)

df = pd.DataFrame(points, columns=["x", "y"])
df["on_hull"] = False
df.loc[hull.vertices, "on_hull"] = True
df["hull_order"] = pd.Series(range(len(hull.vertices)), index=hull.vertices)
df["hull_area"] = hull.volume       # in 2D "volume" is the area
df["hull_perimeter"] = hull.area
