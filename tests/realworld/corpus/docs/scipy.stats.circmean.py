# source: the Examples of the docstring of scipy.stats.circmean (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = angles (array)
import pandas as pd
import numpy as np
from scipy.stats import circmean
angles = np.deg2rad(np.array([20, 30, 330]))
circmean = circmean(angles)
np.rad2deg(circmean)
mean = angles.mean()
np.rad2deg(mean)
df = pd.DataFrame(angles)
