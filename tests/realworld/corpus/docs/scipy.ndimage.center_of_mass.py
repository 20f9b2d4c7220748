# source: the Examples of the docstring of scipy.ndimage.center_of_mass (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = d (array)
import pandas as pd
import numpy as np
a = np.array(([0,0,0,0],
              [0,1,1,0],
              [0,1,1,0],
              [0,1,1,0]))
from scipy import ndimage
ndimage.center_of_mass(a)
b = np.array(([0,1,1,0],
              [0,1,0,0],
              [0,0,0,0],
              [0,0,1,1],
              [0,0,1,1]))
lbl = ndimage.label(b)[0]
ndimage.center_of_mass(b, lbl, [1,2])
c = np.array(([-1,0,0,0],
              [0,-1,-1,0],
              [0,1,-1,0],
              [0,1,1,0]))
ndimage.center_of_mass(c)
d = np.array([-1, 1])
ndimage.center_of_mass(d)
df = pd.DataFrame(d)
