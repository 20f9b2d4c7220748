# source: the Examples of the docstring of scipy.ndimage.geometric_transform (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
from scipy.ndimage import geometric_transform
a = np.arange(12.).reshape((4, 3))
def shift_func(output_coords):
    return (output_coords[0] - 0.5, output_coords[1] - 0.5)
geometric_transform(a, shift_func)
b = [1, 2, 3, 4, 5]
def shift_func(output_coords):
    return (output_coords[0] - 3,)
geometric_transform(b, shift_func, mode='constant')
geometric_transform(b, shift_func, mode='nearest')
geometric_transform(b, shift_func, mode='reflect')
geometric_transform(b, shift_func, mode='wrap')
df = pd.DataFrame(a)
