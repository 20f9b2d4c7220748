# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: energy drift of explicit Euler vs symplectic Euler vs Verlet on a harmonic oscillator
import numpy as np
import pandas as pd

k, m = 1.0, 1.0
dt, n = 0.05, 2000


def energy(x, v):
    return 0.5 * m * v**2 + 0.5 * k * x**2


def explicit_euler(x, v):
    return x + dt * v, v - dt * k / m * x


def symplectic_euler(x, v):
    v = v - dt * k / m * x
    return x + dt * v, v


def velocity_verlet(x, v):
    a = -k / m * x
    x_new = x + v * dt + 0.5 * a * dt**2
    v_new = v + 0.5 * (a - k / m * x_new) * dt
    return x_new, v_new


methods = {"explicit_euler": explicit_euler, "symplectic_euler": symplectic_euler,
           "verlet": velocity_verlet}
data = {"t": np.arange(n) * dt}
for name, stepper in methods.items():
    x, v = 1.0, 0.0
    energies = []
    for _ in range(n):
        energies.append(energy(x, v))
        x, v = stepper(x, v)
    data[name] = energies

df = pd.DataFrame(data)
print(df.iloc[[0, -1]])
