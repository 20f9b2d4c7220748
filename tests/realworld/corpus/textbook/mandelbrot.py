# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: Mandelbrot set escape times on a grid
import numpy as np
import pandas as pd
import matplotlib.pyplot as plt


def mandelbrot(width=200, height=150, max_iter=80, xmin=-2.5, xmax=1.0, ymin=-1.25, ymax=1.25):
    x = np.linspace(xmin, xmax, width)
    y = np.linspace(ymin, ymax, height)
    c = x[np.newaxis, :] + 1j * y[:, np.newaxis]
    z = np.zeros_like(c)
    escape = np.full(c.shape, max_iter, dtype=int)
    for k in range(max_iter):
        mask = np.abs(z) <= 2
        z[mask] = z[mask] ** 2 + c[mask]
        escaped = (np.abs(z) > 2) & (escape == max_iter)
        escape[escaped] = k
    return x, y, escape


x, y, counts = mandelbrot()
X, Y = np.meshgrid(x, y)
df = pd.DataFrame({"re": X.ravel(), "im": Y.ravel(), "iterations": counts.ravel()})

plt.imshow(counts, extent=[x.min(), x.max(), y.min(), y.max()], cmap="magma")
plt.title("Mandelbrot set")
plt.show()
