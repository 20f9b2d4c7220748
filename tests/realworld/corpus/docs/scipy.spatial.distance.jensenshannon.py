# source: the Examples of the docstring of scipy.spatial.distance.jensenshannon (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
from scipy.spatial import distance
import numpy as np
distance.jensenshannon([1.0, 0.0, 0.0], [0.0, 1.0, 0.0], 2.0)
distance.jensenshannon([1.0, 0.0], [0.5, 0.5])
distance.jensenshannon([1.0, 0.0, 0.0], [1.0, 0.0, 0.0])
a = np.array([[1, 2, 3, 4],
              [5, 6, 7, 8],
              [9, 10, 11, 12]])
b = np.array([[13, 14, 15, 16],
              [17, 18, 19, 20],
              [21, 22, 23, 24]])
distance.jensenshannon(a, b, axis=0)
distance.jensenshannon(a, b, axis=1)
df = pd.DataFrame(b)
