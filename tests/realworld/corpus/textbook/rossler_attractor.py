# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: Rössler attractor with a hand-written RK4 integrator
import numpy as np
import pandas as pd


def rossler(state: np.ndarray, a: float = 0.2, b: float = 0.2, c: float = 5.7) -> np.ndarray:
    x, y, z = state
    return np.array([-y - z, x + a * y, b + z * (x - c)])


def rk4_step(f, state, dt):
    k1 = f(state)
    k2 = f(state + 0.5 * dt * k1)
    k3 = f(state + 0.5 * dt * k2)
    k4 = f(state + dt * k3)
    return state + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4)


dt = 0.01
steps = 20000
trajectory = np.empty((steps, 3))
state = np.array([1.0, 1.0, 0.0])
for n in range(steps):
    trajectory[n] = state
    state = rk4_step(rossler, state, dt)

df = pd.DataFrame(trajectory, columns=["x", "y", "z"])
df.insert(0, "t", np.arange(steps) * dt)
print(df.describe())
