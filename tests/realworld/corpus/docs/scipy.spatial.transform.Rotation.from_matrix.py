# source: the Examples of the docstring of scipy.spatial.transform.Rotation.from_matrix (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = matrix (array)
import pandas as pd
from scipy.spatial.transform import Rotation as R
import numpy as np
r = R.from_matrix([
[0, -1, 0],
[1, 0, 0],
[0, 0, 1]])
r.as_matrix().shape
r = R.from_matrix([
[
    [0, -1, 0],
    [1, 0, 0],
    [0, 0, 1],
],
[
    [1, 0, 0],
    [0, 0, -1],
    [0, 1, 0],
]])
r.as_matrix().shape
a = np.array([
[0, -0.5, 0],
[0.5, 0, 0],
[0, 0, 0.5]])
np.linalg.det(a)
r = R.from_matrix(a)
matrix = r.as_matrix()
matrix
np.linalg.det(matrix)
r = R.from_matrix([[
[0, -1, 0],
[1, 0, 0],
[0, 0, 1]]])
r.as_matrix()
r.as_matrix().shape
df = pd.DataFrame(matrix)
