# source: the Examples of the docstring of scipy.special.hyp0f1 (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
import scipy.special as sc
sc.hyp0f1(1, 0)
q = np.array([1, 10, 100, 1000])
v = 1
z = 1
sc.hyp1f1(q, v, z / q)
sc.hyp0f1(v, z)
n = 1
x = np.linspace(0, 1, 5)
sc.jv(n, x)
(0.5 * x)**n / sc.factorial(n) * sc.hyp0f1(n + 1, -0.25 * x**2)
df = pd.DataFrame(x)
