# source: the Examples of the docstring of scipy.spatial.SphericalVoronoi (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 15 plotting examples; df = z (array)
import pandas as pd
import numpy as np
from scipy.spatial import SphericalVoronoi, geometric_slerp
points = np.array([[0, 0, 1], [0, 0, -1], [1, 0, 0],
                   [0, 1, 0], [0, -1, 0], [-1, 0, 0], ])
radius = 1
center = np.array([0, 0, 0])
sv = SphericalVoronoi(points, radius, center)
sv.sort_vertices_of_regions()
t_vals = np.linspace(0, 1, 2000)
u = np.linspace(0, 2 * np.pi, 100)
v = np.linspace(0, np.pi, 100)
x = np.outer(np.cos(u), np.sin(v))
y = np.outer(np.sin(u), np.sin(v))
z = np.outer(np.ones(np.size(u)), np.cos(v))
df = pd.DataFrame(z)
