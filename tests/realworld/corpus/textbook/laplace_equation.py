# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: Laplace's equation on a square by Jacobi iteration
import numpy as np
import pandas as pd
import matplotlib.pyplot as plt

n = 50
phi = np.zeros((n, n))
phi[0, :] = 100.0          # top edge held at 100 V
tolerance = 1e-4

for iteration in range(10000):
    new = phi.copy()
    new[1:-1, 1:-1] = 0.25 * (phi[2:, 1:-1] + phi[:-2, 1:-1] + phi[1:-1, 2:] + phi[1:-1, :-2])
    delta = np.max(np.abs(new - phi))
    phi = new
    if delta < tolerance:
        print(f"converged after {iteration} iterations")
        break

y, x = np.mgrid[0:n, 0:n]
df = pd.DataFrame({"x": x.ravel(), "y": y.ravel(), "potential": phi.ravel()})

plt.contourf(phi, levels=30)
plt.colorbar(label="V")
plt.show()
