# source: the Examples of the docstring of scipy.optimize.fmin_cg (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = res1 (array)
import pandas as pd
import numpy as np
args = (2, 3, 7, 8, 9, 10)  # parameter values
def f(x, *args):
    u, v = x
    a, b, c, d, e, f = args
    return a*u**2 + b*u*v + c*v**2 + d*u + e*v + f
def gradf(x, *args):
    u, v = x
    a, b, c, d, e, f = args
    gu = 2*a*u + b*v + d     # u-component of the gradient
    gv = b*u + 2*c*v + e     # v-component of the gradient
    return np.asarray((gu, gv))
x0 = np.asarray((0, 0))  # Initial guess.
from scipy import optimize
res1 = optimize.fmin_cg(f, x0, fprime=gradf, args=args)
res1
opts = {'maxiter' : None,    # default value.
        'disp' : True,    # non-default value.
        'gtol' : 1e-5,    # default value.
        'norm' : np.inf,  # default value.
        'eps' : 1.4901161193847656e-08}  # default value.
res2 = optimize.minimize(f, x0, jac=gradf, args=args,
                         method='CG', options=opts)
res2.x  # minimum found
df = pd.DataFrame(res1)
