# source: the Examples of the docstring of scipy.ndimage.correlate (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 print calls; df = input_img (array)
import pandas as pd
from scipy.ndimage import correlate
import numpy as np
input_img = np.arange(25).reshape(5,5)
weights = [[0, 1, 0],
           [1, 1, 1],
           [0, 1, 0]]
correlate(input_img, weights)
df = pd.DataFrame(input_img)
