# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: particle in a box: energies and wavefunctions by finite differences
import numpy as np
import pandas as pd
from scipy.linalg import eigh_tridiagonal

N = 500
L = 1.0
x = np.linspace(0, L, N + 2)[1:-1]
dx = x[1] - x[0]

# H = -1/2 d^2/dx^2 (hbar = m = 1)
diagonal = np.full(N, 1.0 / dx**2)
off_diagonal = np.full(N - 1, -0.5 / dx**2)
energies, states = eigh_tridiagonal(diagonal, off_diagonal, select="i", select_range=(0, 3))

exact = np.array([(n * np.pi / L) ** 2 / 2 for n in range(1, 5)])
print(pd.DataFrame({"numeric": energies, "exact": exact}))

df = pd.DataFrame(states / np.sqrt(dx), columns=[f"psi_{n}" for n in range(1, 5)])
df.insert(0, "x", x)
