# source: the Examples of the docstring of scipy.signal.gauss_spline (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = knots (array)
import pandas as pd
import numpy as np
from scipy.signal import gauss_spline, bspline
knots = np.array([-1.0, 0.0, -1.0])
gauss_spline(knots, 3)
bspline(knots, 3)
df = pd.DataFrame(knots)
