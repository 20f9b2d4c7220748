# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: bisection, secant and brentq on the same equation
import math

import pandas as pd
from scipy.optimize import brentq


def bisection(f, a, b, tol=1e-10):
    steps = []
    while b - a > tol:
        m = (a + b) / 2
        steps.append(m)
        if f(a) * f(m) <= 0:
            b = m
        else:
            a = m
    return steps


def secant(f, x0, x1, tol=1e-10, max_iter=100):
    steps = [x0, x1]
    for _ in range(max_iter):
        x2 = x1 - f(x1) * (x1 - x0) / (f(x1) - f(x0))
        steps.append(x2)
        if abs(x2 - x1) < tol:
            break
        x0, x1 = x1, x2
    return steps


def f(x):
    return math.cos(x) - x


exact = brentq(f, 0, 1)
rows = []
for name, steps in [("bisection", bisection(f, 0, 1)), ("secant", secant(f, 0, 1))]:
    for i, x in enumerate(steps):
        rows.append({"method": name, "iteration": i, "x": x, "abs_error": abs(x - exact)})

df = pd.DataFrame(rows)
print(df.groupby("method").iteration.max())
