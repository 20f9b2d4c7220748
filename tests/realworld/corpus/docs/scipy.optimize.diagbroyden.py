# source: the Examples of the docstring of scipy.optimize.diagbroyden (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = sol (array)
import pandas as pd
def fun(x):
    return [x[0]  + 0.5 * (x[0] - x[1])**3 - 1.0,
            0.5 * (x[1] - x[0])**3 + x[1]]
from scipy import optimize
sol = optimize.diagbroyden(fun, [0, 0])
sol
df = pd.DataFrame(sol)
