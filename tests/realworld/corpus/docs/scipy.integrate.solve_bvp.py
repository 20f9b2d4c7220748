# source: the Examples of the docstring of scipy.integrate.solve_bvp (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 11 plotting examples; df = y_plot (array)
import pandas as pd
import numpy as np
def fun(x, y):
    return np.vstack((y[1], -np.exp(y[0])))
def bc(ya, yb):
    return np.array([ya[0], yb[0]])
x = np.linspace(0, 1, 5)
y_a = np.zeros((2, x.size))
y_b = np.zeros((2, x.size))
y_b[0] = 3
from scipy.integrate import solve_bvp
res_a = solve_bvp(fun, bc, x, y_a)
res_b = solve_bvp(fun, bc, x, y_b)
x_plot = np.linspace(0, 1, 100)
y_plot_a = res_a.sol(x_plot)[0]
y_plot_b = res_b.sol(x_plot)[0]
def fun(x, y, p):
    k = p[0]
    return np.vstack((y[1], -k**2 * y[0]))
def bc(ya, yb, p):
    k = p[0]
    return np.array([ya[0], yb[0], ya[1] - k])
x = np.linspace(0, 1, 5)
y = np.zeros((2, x.size))
y[0, 1] = 1
y[0, 3] = -1
sol = solve_bvp(fun, bc, x, y, p=[6])
sol.p[0]
x_plot = np.linspace(0, 1, 100)
y_plot = sol.sol(x_plot)[0]
df = pd.DataFrame(y_plot)
