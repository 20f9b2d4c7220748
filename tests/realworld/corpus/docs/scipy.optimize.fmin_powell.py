# source: the Examples of the docstring of scipy.optimize.fmin_powell (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = minimum (array)
import pandas as pd
def f(x):
    return x**2
from scipy import optimize
minimum = optimize.fmin_powell(f, -1)
minimum
df = pd.DataFrame(minimum)
