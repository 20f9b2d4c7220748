# topic: Lyapunov exponent of the logistic map
import math
import numpy as np
import pandas as pd


def lyapunov(r, x0=0.4, n=2000, burn=200):
    x = x0
    total = 0.0
    for i in range(n):
        x = r * x * (1 - x)
        if i >= burn:
            deriv = abs(r * (1 - 2 * x))
            total += math.log(max(deriv, 1e-12))
    return total / (n - burn)


rs = np.linspace(2.8, 4.0, 400)
df = pd.DataFrame({"r": rs, "lyapunov": [lyapunov(r) for r in rs]})
df["chaotic"] = df["lyapunov"] > 0
