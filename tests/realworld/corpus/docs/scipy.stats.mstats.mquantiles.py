# source: the Examples of the docstring of scipy.stats.mstats.mquantiles (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 2 print calls; df = data (array)
import pandas as pd
import numpy as np
from scipy.stats.mstats import mquantiles
a = np.array([6., 47., 49., 15., 42., 41., 7., 39., 43., 40., 36.])
mquantiles(a)
data = np.array([[   6.,    7.,    1.],
                 [  47.,   15.,    2.],
                 [  49.,   36.,    3.],
                 [  15.,   39.,    4.],
                 [  42.,   40., -999.],
                 [  41.,   41., -999.],
                 [   7., -999., -999.],
                 [  39., -999., -999.],
                 [  43., -999., -999.],
                 [  40., -999., -999.],
                 [  36., -999., -999.]])
data[:, 2] = -999.
df = pd.DataFrame(data)
