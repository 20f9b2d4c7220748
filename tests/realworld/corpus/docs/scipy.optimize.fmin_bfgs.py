# source: the Examples of the docstring of scipy.optimize.fmin_bfgs (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = cost_weight (array)
import pandas as pd
import numpy as np
from scipy.optimize import fmin_bfgs
def quadratic_cost(x, Q):
    return x @ Q @ x
x0 = np.array([-3, -4])
cost_weight =  np.diag([1., 10.])
fmin_bfgs(quadratic_cost, x0, args=(cost_weight,))
def quadratic_cost_grad(x, Q):
    return 2 * Q @ x
fmin_bfgs(quadratic_cost, x0, quadratic_cost_grad, args=(cost_weight,))
df = pd.DataFrame(cost_weight)
