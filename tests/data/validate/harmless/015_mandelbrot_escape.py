# topic: Mandelbrot escape-time counts
import numpy as np
import pandas as pd

width, height = 120, 80
max_iter = 60

re_axis = np.linspace(-2.2, 0.8, width)
im_axis = np.linspace(-1.2, 1.2, height)
C = re_axis[np.newaxis, :] + 1j * im_axis[:, np.newaxis]

Z = np.zeros_like(C)
counts = np.full(C.shape, max_iter, dtype=int)
for i in range(max_iter):
    mask = counts == max_iter          # points not yet escaped
    Z[mask] = Z[mask] ** 2 + C[mask]
    escaped = mask & (np.abs(Z) > 2)
    counts[escaped] = i

RE, IM = np.meshgrid(re_axis, im_axis)
df = pd.DataFrame({"re": RE.ravel(), "im": IM.ravel(), "iterations": counts.ravel()})
df["in_set"] = df["iterations"] == max_iter
