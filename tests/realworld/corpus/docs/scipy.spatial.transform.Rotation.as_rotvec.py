# source: the Examples of the docstring of scipy.spatial.transform.Rotation.as_rotvec (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s (array)
import pandas as pd
from scipy.spatial.transform import Rotation as R
import numpy as np
r = R.from_euler('z', 90, degrees=True)
r.as_rotvec()
r.as_rotvec().shape
r = R.from_euler('YX', (-90, -90), degrees=True)
s = r.as_rotvec(degrees=True)
s
np.linalg.norm(s)
r = R.from_quat([[0, 0, 1, 1]])
r.as_rotvec()
r.as_rotvec().shape
r = R.from_quat([[0, 0, 1, 1], [1, 1, 0, 1]])
r.as_rotvec()
r.as_rotvec().shape
df = pd.DataFrame(s)
