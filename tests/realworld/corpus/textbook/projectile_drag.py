# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: projectile motion with quadratic air drag, several launch angles
from dataclasses import dataclass

import numpy as np
import pandas as pd
from scipy.integrate import solve_ivp
import matplotlib.pyplot as plt


@dataclass
class Projectile:
    mass: float = 0.145        # kg (a baseball)
    diameter: float = 0.074    # m
    drag_coefficient: float = 0.3
    air_density: float = 1.2   # kg/m^3

    @property
    def k(self) -> float:
        area = np.pi * (self.diameter / 2) ** 2
        return 0.5 * self.drag_coefficient * self.air_density * area / self.mass


def rhs(t, s, k):
    x, y, vx, vy = s
    v = np.hypot(vx, vy)
    return [vx, vy, -k * v * vx, -9.81 - k * v * vy]


def hit_ground(t, s, k):
    return s[1]


hit_ground.terminal = True
hit_ground.direction = -1

ball = Projectile()
rows = []
for angle in range(15, 80, 5):
    v0 = 40.0
    s0 = [0, 0, v0 * np.cos(np.radians(angle)), v0 * np.sin(np.radians(angle))]
    sol = solve_ivp(rhs, (0, 20), s0, args=(ball.k,), events=hit_ground, max_step=0.01)
    rows.append({"angle_deg": angle, "range_m": sol.y[0, -1], "flight_time_s": sol.t[-1],
                 "max_height_m": sol.y[1].max()})

df = pd.DataFrame(rows)
print(df)
best = df.loc[df.range_m.idxmax()]
print(f"Best angle with drag: {best.angle_deg}°")

plt.plot(df.angle_deg, df.range_m, "o-")
plt.show()
