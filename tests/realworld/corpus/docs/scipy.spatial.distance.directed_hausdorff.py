# source: the Examples of the docstring of scipy.spatial.distance.directed_hausdorff (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = v (array)
import pandas as pd
from scipy.spatial.distance import directed_hausdorff
import numpy as np
u = np.array([(1.0, 0.0),
              (0.0, 1.0),
              (-1.0, 0.0),
              (0.0, -1.0)])
v = np.array([(2.0, 0.0),
              (0.0, 2.0),
              (-2.0, 0.0),
              (0.0, -4.0)])
directed_hausdorff(u, v)[0]
directed_hausdorff(v, u)[0]
max(directed_hausdorff(u, v)[0], directed_hausdorff(v, u)[0])
directed_hausdorff(v, u)[1:]
df = pd.DataFrame(v)
