# topic: projectile with quadratic air drag
import numpy as np
import pandas as pd
from scipy.integrate import solve_ivp

g = 9.81
k = 0.02   # drag constant / mass


def flight(t, s):
    x, y, vx, vy = s
    speed = np.hypot(vx, vy)
    return [vx, vy, -k * speed * vx, -g - k * speed * vy]


def hit_ground(t, s):
    return s[1]


hit_ground.terminal = True
hit_ground.direction = -1

rows = []
for angle in range(15, 80, 5):
    v0 = 50.0
    th = np.radians(angle)
    sol = solve_ivp(flight, (0, 20), [0, 0, v0 * np.cos(th), v0 * np.sin(th)],
                    events=hit_ground, max_step=0.01)
    rows.append({
        "angle_deg": angle,
        "range_m": sol.y[0, -1],
        "max_height_m": sol.y[1].max(),
        "flight_time_s": sol.t[-1],
    })

df = pd.DataFrame(rows)
