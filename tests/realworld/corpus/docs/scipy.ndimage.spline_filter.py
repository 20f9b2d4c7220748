# source: the Examples of the docstring of scipy.ndimage.spline_filter (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 5 plotting examples; df = sp_filter (array)
import pandas as pd
from scipy.ndimage import spline_filter
import numpy as np
orig_img = np.eye(20)  # create an image
orig_img[10, :] = 1.0
sp_filter = spline_filter(orig_img, order=3)
df = pd.DataFrame(sp_filter)
