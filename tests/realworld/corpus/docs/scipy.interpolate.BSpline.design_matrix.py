# source: the Examples of the docstring of scipy.interpolate.BSpline.design_matrix (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = design_matrix_gh (array)
import pandas as pd
from scipy.interpolate import make_interp_spline, BSpline
import numpy as np
x = np.linspace(0, np.pi * 2, 4)
y = np.sin(x)
k = 3
bspl = make_interp_spline(x, y, k=k)
design_matrix = bspl.design_matrix(x, bspl.t, k)
design_matrix.toarray()
k = 2
t = [-1, 0, 1, 2, 3, 4, 5, 6]
x = [1, 2, 3, 4]
design_matrix = BSpline.design_matrix(x, t, k).toarray()
design_matrix
c = np.eye(len(t) - k - 1)
design_matrix_gh = BSpline(t, c, k)(x)
np.allclose(design_matrix, design_matrix_gh, atol=1e-14)
df = pd.DataFrame(design_matrix_gh)
