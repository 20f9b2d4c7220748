# topic: blurring and edge detection on a synthetic image
import numpy as np
import pandas as pd
from scipy import ndimage

rng = np.random.default_rng(0)
img = np.zeros((64, 64))
img[16:48, 16:48] = 1.0                 # a bright square
yy, xx = np.mgrid[0:64, 0:64]
img[(yy - 20) ** 2 + (xx - 45) ** 2 < 64] = 0.5   # a dimmer disc
img += rng.normal(0, 0.1, img.shape)

blurred = ndimage.gaussian_filter(img, sigma=2)
sobel_x = ndimage.sobel(blurred, axis=1)
sobel_y = ndimage.sobel(blurred, axis=0)
edges = np.hypot(sobel_x, sobel_y)
median = ndimage.median_filter(img, size=3)

df = pd.DataFrame({
    "row": yy.ravel(), "col": xx.ravel(),
    "raw": img.ravel(), "blurred": blurred.ravel(),
    "median": median.ravel(), "edge_strength": edges.ravel(),
})
