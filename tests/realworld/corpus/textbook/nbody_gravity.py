# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: a small N-body gravity simulation with the leapfrog (velocity Verlet) integrator
import numpy as np
import pandas as pd

G = 1.0
rng = np.random.default_rng(42)


def accelerations(pos: np.ndarray, mass: np.ndarray, softening: float = 0.05) -> np.ndarray:
    """Pairwise gravitational accelerations (vectorised)."""
    diff = pos[None, :, :] - pos[:, None, :]
    dist2 = (diff**2).sum(axis=-1) + softening**2
    inv_d3 = dist2 ** -1.5
    np.fill_diagonal(inv_d3, 0.0)
    return G * (diff * (mass[None, :, None] * inv_d3[:, :, None])).sum(axis=1)


n_bodies = 8
pos = rng.normal(size=(n_bodies, 2))
vel = rng.normal(scale=0.3, size=(n_bodies, 2))
mass = rng.uniform(0.5, 1.5, n_bodies)
vel -= (mass[:, None] * vel).sum(axis=0) / mass.sum()   # zero total momentum

dt, steps = 0.005, 2000
records = []
acc = accelerations(pos, mass)
for step in range(steps):
    vel += 0.5 * dt * acc
    pos += dt * vel
    acc = accelerations(pos, mass)
    vel += 0.5 * dt * acc
    if step % 10 == 0:
        for body in range(n_bodies):
            records.append((step * dt, body, pos[body, 0], pos[body, 1]))

df = pd.DataFrame(records, columns=["t", "body", "x", "y"])
print(df.groupby("body")[["x", "y"]].mean())
