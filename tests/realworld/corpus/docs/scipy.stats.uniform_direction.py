# source: the Examples of the docstring of scipy.stats.uniform_direction (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = unit_vectors (array)
import pandas as pd
import numpy as np
from scipy.stats import uniform_direction
x = uniform_direction.rvs(3)
np.linalg.norm(x)
rng = np.random.default_rng()
uniform_sphere_dist = uniform_direction(3)
unit_vectors = uniform_sphere_dist.rvs(5, random_state=rng)
unit_vectors
df = pd.DataFrame(unit_vectors)
