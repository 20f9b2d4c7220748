# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: gradient descent with momentum on the Rosenbrock function
import numpy as np
import pandas as pd


def rosenbrock(p: np.ndarray, a: float = 1.0, b: float = 100.0) -> float:
    x, y = p
    return (a - x) ** 2 + b * (y - x**2) ** 2


def grad(p: np.ndarray, a: float = 1.0, b: float = 100.0) -> np.ndarray:
    x, y = p
    return np.array([-2 * (a - x) - 4 * b * x * (y - x**2), 2 * b * (y - x**2)])


def descend(start, lr=1e-3, beta=0.9, steps=5000):
    p = np.array(start, dtype=float)
    velocity = np.zeros(2)
    path = []
    for i in range(steps):
        velocity = beta * velocity - lr * grad(p)
        p = p + velocity
        if i % 25 == 0:
            path.append((i, p[0], p[1], rosenbrock(p)))
    return path


path = descend([-1.5, 2.0])
df = pd.DataFrame(path, columns=["iteration", "x", "y", "loss"])
print(df.tail())
