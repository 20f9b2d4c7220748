# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: interpolating Runge's function: polynomial vs cubic spline
import numpy as np
import pandas as pd
from scipy.interpolate import CubicSpline, lagrange
import matplotlib.pyplot as plt


def runge(x):
    return 1 / (1 + 25 * x**2)


nodes = np.linspace(-1, 1, 11)
poly = lagrange(nodes, runge(nodes))
spline = CubicSpline(nodes, runge(nodes))

x = np.linspace(-1, 1, 500)
df = pd.DataFrame({"x": x, "runge": runge(x), "polynomial": poly(x), "spline": spline(x)})
print("max error polynomial:", (df.polynomial - df.runge).abs().max())
print("max error spline:", (df.spline - df.runge).abs().max())

plt.plot(df.x, df.runge, "k")
plt.plot(df.x, df.polynomial, "--")
plt.plot(df.x, df.spline, ":")
plt.show()
