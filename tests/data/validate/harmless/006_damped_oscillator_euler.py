# topic: damped spring with an Euler loop
import pandas as pd

m = 1.0      # mass (kg)
k = 4.0      # spring constant (N/m)
c = 0.3      # damping coefficient (N s/m)
dt = 0.01
steps = 2000

x, v = 1.0, 0.0
rows = []
for i in range(steps):
    t = i * dt
    a = (-k * x - c * v) / m
    rows.append({"t": t, "x": x, "v": v, "energy": 0.5 * m * v ** 2 + 0.5 * k * x ** 2})
    # semi-implicit Euler keeps the energy better behaved than plain Euler
    v = v + a * dt
    x = x + v * dt

df = pd.DataFrame(rows)
