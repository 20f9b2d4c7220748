# A scipy class's alternative constructor gives an instance of the class: Rotation.apply is a
# rotation, not pandas' name-dispatching apply (scope.cpp scipy_class_constructor).
import numpy as np
import pandas as pd
from scipy.spatial.transform import Rotation

r = Rotation.from_euler("z", 90, degrees=True)
q = Rotation.from_quat([0, 0, np.sin(np.pi / 8), np.cos(np.pi / 8)])
v = r.apply(np.eye(3))
w = q.apply(r.apply(v))
df = pd.DataFrame(w, columns=["x", "y", "z"])
