# source: the Examples of the docstring of scipy.optimize.line_search (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = search_gradient (array)
import pandas as pd
import numpy as np
from scipy.optimize import line_search
def obj_func(x):
    return (x[0])**2+(x[1])**2
def obj_grad(x):
    return [2*x[0], 2*x[1]]
start_point = np.array([1.8, 1.7])
search_gradient = np.array([-1.0, -1.0])
line_search(obj_func, obj_grad, start_point, search_gradient)
df = pd.DataFrame(search_gradient)
