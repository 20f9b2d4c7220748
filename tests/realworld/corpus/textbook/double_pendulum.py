# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: chaotic double pendulum
from dataclasses import dataclass, field

import numpy as np
import pandas as pd
from scipy.integrate import solve_ivp
import matplotlib.pyplot as plt


@dataclass
class DoublePendulum:
    m1: float = 1.0
    m2: float = 1.0
    l1: float = 1.0
    l2: float = 1.0
    g: float = 9.81
    initial: list = field(default_factory=lambda: [np.pi / 2, 0.0, np.pi / 2, 0.0])

    def rhs(self, t, y):
        th1, w1, th2, w2 = y
        d = th2 - th1
        den1 = (self.m1 + self.m2) * self.l1 - self.m2 * self.l1 * np.cos(d) ** 2
        dw1 = (self.m2 * self.l1 * w1**2 * np.sin(d) * np.cos(d)
               + self.m2 * self.g * np.sin(th2) * np.cos(d)
               + self.m2 * self.l2 * w2**2 * np.sin(d)
               - (self.m1 + self.m2) * self.g * np.sin(th1)) / den1
        den2 = (self.l2 / self.l1) * den1
        dw2 = (-self.m2 * self.l2 * w2**2 * np.sin(d) * np.cos(d)
               + (self.m1 + self.m2) * self.g * np.sin(th1) * np.cos(d)
               - (self.m1 + self.m2) * self.l1 * w1**2 * np.sin(d)
               - (self.m1 + self.m2) * self.g * np.sin(th2)) / den2
        return [w1, dw1, w2, dw2]


pend = DoublePendulum()
t = np.linspace(0, 20, 4000)
sol = solve_ivp(pend.rhs, (0, 20), pend.initial, t_eval=t, rtol=1e-10, atol=1e-10)
th1, th2 = sol.y[0], sol.y[2]
x1, y1 = pend.l1 * np.sin(th1), -pend.l1 * np.cos(th1)
x2, y2 = x1 + pend.l2 * np.sin(th2), y1 - pend.l2 * np.cos(th2)
df = pd.DataFrame({"t": t, "x1": x1, "y1": y1, "x2": x2, "y2": y2})

plt.plot(df.x2, df.y2, lw=0.5)
plt.gca().set_aspect("equal")
plt.show()
