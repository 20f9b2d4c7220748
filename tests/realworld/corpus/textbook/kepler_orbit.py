# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: Kepler orbit by solving Kepler's equation with Newton's method
import numpy as np
import pandas as pd


def solve_kepler(M: np.ndarray, e: float, tol: float = 1e-12) -> np.ndarray:
    """Solve Kepler's equation M = E - e sin E for the eccentric anomaly E."""
    E = M.copy() if e < 0.8 else np.full_like(M, np.pi)
    for _ in range(50):
        f = E - e * np.sin(E) - M
        E_new = E - f / (1 - e * np.cos(E))
        if np.max(np.abs(E_new - E)) < tol:
            return E_new
        E = E_new
    return E


a = 1.0        # semi-major axis (AU)
e = 0.6        # eccentricity
T = 1.0        # period (years)

t = np.linspace(0, T, 500)
M = 2 * np.pi * t / T
E = solve_kepler(M, e)
true_anomaly = 2 * np.arctan2(np.sqrt(1 + e) * np.sin(E / 2), np.sqrt(1 - e) * np.cos(E / 2))
r = a * (1 - e * np.cos(E))

df = pd.DataFrame({
    "t": t,
    "x": r * np.cos(true_anomaly),
    "y": r * np.sin(true_anomaly),
    "r": r,
})
print(df.iloc[::100])
