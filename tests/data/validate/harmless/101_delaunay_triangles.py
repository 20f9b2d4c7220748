# topic: Delaunay triangulation of random points
import numpy as np
import pandas as pd
from scipy.spatial import Delaunay

rng = np.random.default_rng(33)
pts = rng.uniform(0, 1, size=(80, 2))
tri = Delaunay(pts)

rows = []
for k, simplex in enumerate(tri.simplices):
    a, b, c = pts[simplex]
    area = 0.5 * abs((b[0] - a[0]) * (c[1] - a[1]) - (c[0] - a[0]) * (b[1] - a[1]))
    centroid = (a + b + c) / 3
    rows.append({"triangle": k, "area": area, "cx": centroid[0], "cy": centroid[1],
                 "v0": simplex[0], "v1": simplex[1], "v2": simplex[2]})

df = pd.DataFrame(rows)
