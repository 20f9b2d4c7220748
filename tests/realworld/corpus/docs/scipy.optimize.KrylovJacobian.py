# source: the Examples of the docstring of scipy.optimize.KrylovJacobian (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = sol (array)
import pandas as pd
from scipy.optimize import BroydenFirst, KrylovJacobian
from scipy.optimize import InverseJacobian
jac = BroydenFirst()
kjac = KrylovJacobian(inner_M=InverseJacobian(jac))
def fun(x):
    return [x[0] + 0.5 * x[1] - 1.0,
            0.5 * (x[1] - x[0]) ** 2]
from scipy import optimize
sol = optimize.newton_krylov(fun, [0, 0])
sol
df = pd.DataFrame(sol)
