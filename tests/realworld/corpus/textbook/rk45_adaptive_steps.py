# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: how adaptive step size reacts on a stiff-ish problem (RK45 vs Radau)
import numpy as np
import pandas as pd
from scipy.integrate import solve_ivp


def robertson(t, y):
    """Robertson's chemical kinetics problem (stiff)."""
    y1, y2, y3 = y
    return [-0.04 * y1 + 1e4 * y2 * y3,
            0.04 * y1 - 1e4 * y2 * y3 - 3e7 * y2**2,
            3e7 * y2**2]


summary = []
solutions = {}
for method in ("RK45", "Radau", "BDF", "LSODA"):
    sol = solve_ivp(robertson, (0, 40), [1, 0, 0], method=method, rtol=1e-6, atol=1e-10)
    solutions[method] = sol
    summary.append({"method": method, "steps": len(sol.t), "nfev": sol.nfev})
    print(method, len(sol.t), "steps")

radau = solutions["Radau"]
df = pd.DataFrame({"t": radau.t, "y1": radau.y[0], "y2": radau.y[1], "y3": radau.y[2]})
steps_table = pd.DataFrame(summary)
