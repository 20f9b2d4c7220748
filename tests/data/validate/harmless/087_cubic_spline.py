# topic: cubic spline through sparse measurements
import numpy as np
import pandas as pd
from scipy.interpolate import CubicSpline, PchipInterpolator

rng = np.random.default_rng(6)
x_known = np.sort(rng.uniform(0, 10, 12))
y_known = np.sin(x_known) + 0.1 * x_known

x_fine = np.linspace(x_known.min(), x_known.max(), 400)
cs = CubicSpline(x_known, y_known, bc_type="natural")
pchip = PchipInterpolator(x_known, y_known)

df = pd.DataFrame({
    "x": x_fine,
    "cubic": cs(x_fine),
    "pchip": pchip(x_fine),
    "linear": np.interp(x_fine, x_known, y_known),
    "slope": cs(x_fine, 1),
})
