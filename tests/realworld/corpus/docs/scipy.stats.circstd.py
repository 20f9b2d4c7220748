# source: the Examples of the docstring of scipy.stats.circstd (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 9 plotting examples; df = samples_2 (array)
import pandas as pd
import numpy as np
from scipy.stats import circstd
samples_1 = np.array([0.072, -0.158, 0.077, 0.108, 0.286,
                      0.133, -0.473, -0.001, -0.348, 0.131])
samples_2 = np.array([0.111, -0.879, 0.078, 0.733, 0.421,
                      0.104, -0.136, -0.867,  0.012,  0.105])
circstd_1 = circstd(samples_1)
circstd_2 = circstd(samples_2)
df = pd.DataFrame(samples_2)
