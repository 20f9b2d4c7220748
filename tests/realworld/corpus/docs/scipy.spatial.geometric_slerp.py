# source: the Examples of the docstring of scipy.spatial.geometric_slerp (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 14 plotting examples; df = result (array)
import pandas as pd
import numpy as np
from scipy.spatial import geometric_slerp
start = np.array([1, 0])
end = np.array([0, 1])
t_vals = np.linspace(0, 1, 4)
result = geometric_slerp(start,
                         end,
                         t_vals)
opposite_pole = np.array([-1, 0])
with np.testing.suppress_warnings() as sup:
    sup.filter(UserWarning)
    geometric_slerp(start,
                    opposite_pole,
                    t_vals)
u = np.linspace(0, 2 * np.pi, 100)
v = np.linspace(0, np.pi, 100)
x = np.outer(np.cos(u), np.sin(v))
y = np.outer(np.sin(u), np.sin(v))
z = np.outer(np.ones(np.size(u)), np.cos(v))
start = np.array([1, 0, 0])
end = np.array([0, 0, 1])
t_vals = np.linspace(0, 1, 200)
result = geometric_slerp(start,
                         end,
                         t_vals)
df = pd.DataFrame(result)
