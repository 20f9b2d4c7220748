# topic: labelling blobs in a binary grid
import numpy as np
import pandas as pd
from scipy import ndimage

rng = np.random.default_rng(8)
field = ndimage.gaussian_filter(rng.normal(size=(100, 100)), sigma=4)
mask = field > field.std()

labels, n_blobs = ndimage.label(mask)
index = np.arange(1, n_blobs + 1)
sizes = ndimage.sum(mask, labels, index)
centers = ndimage.center_of_mass(mask, labels, index)
peak = ndimage.maximum(field, labels, index)

df = pd.DataFrame({
    "blob": index,
    "pixels": sizes.astype(int),
    "center_row": [c[0] for c in centers],
    "center_col": [c[1] for c in centers],
    "peak_value": peak,
})
df = df.sort_values("pixels", ascending=False).reset_index(drop=True)
