# source: the Examples of the docstring of scipy.optimize.milp (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = integrality (array)
import pandas as pd
import numpy as np
c = -np.array([0, 1])
A = np.array([[-1, 1], [3, 2], [2, 3]])
b_u = np.array([1, 12, 12])
b_l = np.full_like(b_u, -np.inf)
from scipy.optimize import LinearConstraint
constraints = LinearConstraint(A, b_l, b_u)
integrality = np.ones_like(c)
from scipy.optimize import milp
res = milp(c=c, constraints=constraints, integrality=integrality)
res.x
res = milp(c=c, constraints=constraints)  # OR:
res.x
df = pd.DataFrame(integrality)
