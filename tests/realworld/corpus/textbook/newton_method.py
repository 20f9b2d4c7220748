# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: Newton's method for a root, with the iteration history
import math

import pandas as pd


def newton(f, df_dx, x0: float, tol: float = 1e-12, max_iter: int = 50):
    """Return the list of iterates of Newton's method."""
    history = [x0]
    x = x0
    for _ in range(max_iter):
        step = f(x) / df_dx(x)
        x -= step
        history.append(x)
        if abs(step) < tol:
            break
    return history


f = lambda x: x**3 - 2 * x - 5
fprime = lambda x: 3 * x**2 - 2

iterates = newton(f, fprime, 2.0)
root = iterates[-1]
df = pd.DataFrame({
    "iteration": range(len(iterates)),
    "x": iterates,
    "error": [abs(x - root) for x in iterates],
})
df["log10_error"] = [math.log10(e) if e > 0 else float("nan") for e in df["error"]]
print(df)
print(f"Root: {root:.12f}")
