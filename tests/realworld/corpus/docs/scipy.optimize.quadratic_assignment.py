# source: the Examples of the docstring of scipy.optimize.quadratic_assignment (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 6 print calls; df = guess (array)
import pandas as pd
import numpy as np
from scipy.optimize import quadratic_assignment
A = np.array([[0, 80, 150, 170], [80, 0, 130, 100],
              [150, 130, 0, 120], [170, 100, 120, 0]])
B = np.array([[0, 5, 2, 7], [0, 0, 3, 8],
              [0, 0, 0, 3], [0, 0, 0, 0]])
res = quadratic_assignment(A, B)
perm = res['col_ind']
P = np.eye(len(A), dtype=int)[perm]
fun = np.trace(A.T @ P @ B @ P.T)
fun = np.trace(A.T @ B[perm][:, perm])
from itertools import permutations
perm_opt, fun_opt = None, np.inf
for perm in permutations([0, 1, 2, 3]):
    perm = np.array(perm)
    fun = np.trace(A.T @ B[perm][:, perm])
    if fun < fun_opt:
        fun_opt, perm_opt = fun, perm
A = np.array([[0, 5, 8, 6], [5, 0, 5, 1],
              [8, 5, 0, 2], [6, 1, 2, 0]])
B = np.array([[0, 1, 8, 4], [1, 0, 5, 2],
              [8, 5, 0, 5], [4, 2, 5, 0]])
res = quadratic_assignment(A, B)
guess = np.array([np.arange(len(A)), res.col_ind]).T
res = quadratic_assignment(A, B, method="2opt",
                           options = {'partial_guess': guess})
df = pd.DataFrame(guess)
