# source: the Examples of the docstring of scipy.interpolate.make_interp_spline (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = xx (array)
import pandas as pd
import numpy as np
def cheb_nodes(N):
    jj = 2.*np.arange(N) + 1
    x = np.cos(np.pi * jj / 2 / N)[::-1]
    return x
x = cheb_nodes(20)
y = np.sqrt(1 - x**2)
from scipy.interpolate import BSpline, make_interp_spline
b = make_interp_spline(x, y)
np.allclose(b(x), y)
b.k
l, r = [(2, 0.0)], [(2, 0.0)]
b_n = make_interp_spline(x, y, bc_type=(l, r))  # or, bc_type="natural"
np.allclose(b_n(x), y)
x0, x1 = x[0], x[-1]
np.allclose([b_n(x0, 2), b_n(x1, 2)], [0, 0])
phi = np.linspace(0, 2.*np.pi, 40)
r = 0.3 + np.cos(phi)
x, y = r*np.cos(phi), r*np.sin(phi)  # convert to Cartesian coordinates
spl = make_interp_spline(phi, np.c_[x, y])
phi_new = np.linspace(0, 2.*np.pi, 100)
x_new, y_new = spl(phi_new).T
x = np.linspace(0, 2*np.pi, 10)
y = np.array([np.sin(x), np.cos(x)])
xx = np.linspace(0, 2*np.pi, 100)
bspl = make_interp_spline(x, y, k=5, bc_type='periodic', axis=1)
df = pd.DataFrame(xx)
