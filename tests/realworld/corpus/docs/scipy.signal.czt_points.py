# source: the Examples of the docstring of scipy.signal.czt_points (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 9 plotting examples; df = points (array)
import pandas as pd
import numpy as np
from scipy.signal import czt_points
points = czt_points(16)
m, w, a = 91, 0.995*np.exp(-1j*np.pi*.05), 0.8*np.exp(1j*np.pi/6)
points = czt_points(m, w, a)
df = pd.DataFrame(points)
