# topic: Chebyshev vs power-basis polynomial fits
import numpy as np
import pandas as pd
from numpy.polynomial import Chebyshev, Polynomial

x = np.linspace(-1, 1, 300)
runge = 1 / (1 + 25 * x ** 2)

nodes = np.cos(np.pi * (np.arange(15) + 0.5) / 15)      # Chebyshev nodes
equi = np.linspace(-1, 1, 15)

cheb = Chebyshev.fit(nodes, 1 / (1 + 25 * nodes ** 2), deg=14)
power = Polynomial.fit(equi, 1 / (1 + 25 * equi ** 2), deg=14)

df = pd.DataFrame({
    "x": x,
    "runge": runge,
    "chebyshev_nodes_fit": cheb(x),
    "equispaced_fit": power(x),
})
df["cheb_error"] = (df["chebyshev_nodes_fit"] - df["runge"]).abs()
df["equi_error"] = (df["equispaced_fit"] - df["runge"]).abs()
