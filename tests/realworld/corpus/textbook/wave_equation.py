# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: 1-D wave equation (a plucked string), leapfrog finite differences
import numpy as np
import pandas as pd


def simulate_string(n_points: int = 200, c: float = 1.0, t_end: float = 2.0):
    """Return (x, times, u) for a string fixed at both ends, plucked at one third."""
    x = np.linspace(0.0, 1.0, n_points)
    dx = x[1] - x[0]
    dt = 0.9 * dx / c
    courant2 = (c * dt / dx) ** 2
    u0 = np.where(x < 1 / 3, 3 * x, 1.5 * (1 - x))
    u_prev = u0.copy()
    u = u0.copy()
    u[1:-1] = u0[1:-1] + 0.5 * courant2 * (u0[2:] - 2 * u0[1:-1] + u0[:-2])
    times, frames = [0.0], [u0.copy()]
    t = dt
    while t < t_end:
        u_next = np.zeros_like(u)
        u_next[1:-1] = 2 * u[1:-1] - u_prev[1:-1] + courant2 * (u[2:] - 2 * u[1:-1] + u[:-2])
        u_prev, u = u, u_next
        t += dt
        if len(times) < 50 and int(t / dt) % 10 == 0:
            times.append(t)
            frames.append(u.copy())
    return x, times, np.array(frames)


if __name__ == "__main__":
    x, times, frames = simulate_string()
    df = pd.DataFrame(frames.T, columns=[f"t{i}" for i in range(len(times))])
    df.insert(0, "x", x)
    print(df.shape)
