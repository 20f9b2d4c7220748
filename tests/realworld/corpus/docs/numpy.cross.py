# source: the Examples of the docstring of numpy.cross (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
import numpy as np
x = [1, 2, 3]
y = [4, 5, 6]
np.cross(x, y)
x = [1, 2]
y = [4, 5, 6]
np.cross(x, y)
x = [1, 2, 0]
y = [4, 5, 6]
np.cross(x, y)
x = [1,2]
y = [4,5]
np.cross(x, y)
x = np.array([[1,2,3], [4,5,6]])
y = np.array([[4,5,6], [1,2,3]])
np.cross(x, y)
np.cross(x, y, axisc=0)
x = np.array([[1,2,3], [4,5,6], [7, 8, 9]])
y = np.array([[7, 8, 9], [4,5,6], [1,2,3]])
np.cross(x, y)
np.cross(x, y, axisa=0, axisb=0)
df = pd.DataFrame(y)
