# source: the Examples of the docstring of scipy.linalg.cossin (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 print calls; df = vdh (array)
import pandas as pd
import numpy as np
from scipy.linalg import cossin
from scipy.stats import unitary_group
x = unitary_group.rvs(4)
u, cs, vdh = cossin(x, p=2, q=2)
np.allclose(x, u @ cs @ vdh)
ue, cs, vdh = cossin((x[:2, :2], x[:2, 2:], x[2:, :2], x[2:, 2:]),
                     compute_u=False)
np.allclose(x, u @ cs @ vdh)
df = pd.DataFrame(vdh)
