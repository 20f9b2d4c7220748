# source: the Examples of the docstring of scipy.signal.wiener (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 5 plotting examples; df = filtered_img (array)
import pandas as pd
from scipy.datasets import face
from scipy.signal import wiener
import numpy as np
rng = np.random.default_rng()
img = rng.random((40, 40))    #Create a random image
filtered_img = wiener(img, (5, 5))  #Filter the image
df = pd.DataFrame(filtered_img)
