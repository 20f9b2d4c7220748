# source: the Examples of the docstring of scipy.interpolate.LSQSphereBivariateSpline (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 9 plotting examples; df = data_lsq (array)
import pandas as pd
from scipy.interpolate import LSQSphereBivariateSpline
import numpy as np
theta = np.linspace(0, np.pi, num=7)
phi = np.linspace(0, 2*np.pi, num=9)
data = np.empty((theta.shape[0], phi.shape[0]))
data[:,0], data[0,:], data[-1,:] = 0., 0., 0.
data[1:-1,1], data[1:-1,-1] = 1., 1.
data[1,1:-1], data[-2,1:-1] = 1., 1.
data[2:-2,2], data[2:-2,-2] = 2., 2.
data[2,2:-2], data[-3,2:-2] = 2., 2.
data[3,3:-2] = 3.
data = np.roll(data, 4, 1)
lats, lons = np.meshgrid(theta, phi)
knotst, knotsp = theta.copy(), phi.copy()
knotst[0] += .0001
knotst[-1] -= .0001
knotsp[0] += .0001
knotsp[-1] -= .0001
lut = LSQSphereBivariateSpline(lats.ravel(), lons.ravel(),
                               data.T.ravel(), knotst, knotsp)
data_orig = lut(theta, phi)
fine_lats = np.linspace(0., np.pi, 70)
fine_lons = np.linspace(0., 2*np.pi, 90)
data_lsq = lut(fine_lats, fine_lons)
df = pd.DataFrame(data_lsq)
