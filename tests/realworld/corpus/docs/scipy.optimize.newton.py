# source: the Examples of the docstring of scipy.optimize.newton (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = analytical_result (array)
import pandas as pd
import numpy as np
from scipy import optimize
def f(x):
    return (x**3 - 1)  # only one real root at x = 1
root = optimize.newton(f, 1.5)
root
root = optimize.newton(f, 1.5, fprime2=lambda x: 6 * x)
root
root = optimize.newton(f, 1.5, fprime=lambda x: 3 * x**2)
root
root = optimize.newton(f, 1.5, fprime=lambda x: 3 * x**2,
                       fprime2=lambda x: 6 * x)
root
f = lambda x, a: x**3 - a
fder = lambda x, a: 3 * x**2
rng = np.random.default_rng()
x = rng.standard_normal(100)
a = np.arange(-50, 50)
vec_res = optimize.newton(f, x, fprime=fder, args=(a, ), maxiter=200)
loop_res = [optimize.newton(f, x0, fprime=fder, args=(a0,),
                            maxiter=200)
            for x0, a0 in zip(x, a)]
np.allclose(vec_res, loop_res)
analytical_result = np.sign(a) * np.abs(a)**(1/3)
df = pd.DataFrame(analytical_result)
