# source: the Examples of the docstring of scipy.stats.qmc.PoissonDisk (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 9 plotting examples; df = sample (array)
import pandas as pd
import numpy as np
from scipy.stats import qmc
rng = np.random.default_rng()
radius = 0.2
engine = qmc.PoissonDisk(d=2, radius=radius, seed=rng)
sample = engine.random(20)
df = pd.DataFrame(sample)
