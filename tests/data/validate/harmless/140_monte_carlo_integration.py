# topic: Monte Carlo integration versus quad
import numpy as np
import pandas as pd
from scipy.integrate import quad

rng = np.random.default_rng(2)
functions = {
    "exp(-x^2)": (lambda x: np.exp(-x ** 2), 0.0, 2.0),
    "sin(x)/x": (lambda x: np.sinc(x / np.pi), 0.0, 10.0),
    "sqrt(1-x^2)": (lambda x: np.sqrt(1 - x ** 2), -1.0, 1.0),
}

rows = []
for name, (f, a, b) in functions.items():
    exact, _ = quad(f, a, b)
    for n in (10, 100, 1000, 10_000):
        x = rng.uniform(a, b, n)
        fx = f(x)
        estimate = (b - a) * fx.mean()
        stderr = (b - a) * fx.std(ddof=1) / np.sqrt(n)
        rows.append({"function": name, "n": n, "estimate": estimate,
                     "std_error": stderr, "quad": exact, "abs_error": abs(estimate - exact)})

df = pd.DataFrame(rows)
