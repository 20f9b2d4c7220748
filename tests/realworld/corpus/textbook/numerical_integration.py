# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: trapezoid vs Simpson vs Gauss–Legendre convergence
import numpy as np
import pandas as pd
from scipy import integrate


def f(x):
    return np.exp(-x**2) * np.cos(3 * x)


exact, _ = integrate.quad(f, 0, 2)

rows = []
for n in [4, 8, 16, 32, 64, 128]:
    x = np.linspace(0, 2, n + 1)
    trap = np.trapz(f(x), x)
    simp = integrate.simpson(f(x), x=x)
    nodes, weights = np.polynomial.legendre.leggauss(n)
    gauss = np.sum(weights * f(nodes + 1))   # map [-1, 1] -> [0, 2]
    rows.append({"n": n, "trapezoid": abs(trap - exact), "simpson": abs(simp - exact),
                 "gauss_legendre": abs(gauss - exact)})

df = pd.DataFrame(rows)
print(df)
