# topic: fitting a circle to noisy points
import numpy as np
import pandas as pd
from scipy.optimize import least_squares

rng = np.random.default_rng(12)
true_cx, true_cy, true_r = 2.0, -1.0, 3.5
angles = rng.uniform(0, 1.5 * np.pi, 70)
x = true_cx + true_r * np.cos(angles) + rng.normal(0, 0.1, angles.size)
y = true_cy + true_r * np.sin(angles) + rng.normal(0, 0.1, angles.size)


def residuals(params):
    cx, cy, r = params
    return np.hypot(x - cx, y - cy) - r


fit = least_squares(residuals, x0=[x.mean(), y.mean(), 1.0])
cx, cy, r = fit.x

df = pd.DataFrame({"x": x, "y": y, "angle": angles, "residual": residuals(fit.x)})
theta = np.linspace(0, 2 * np.pi, len(df))
df["fit_x"] = cx + r * np.cos(theta)
df["fit_y"] = cy + r * np.sin(theta)
