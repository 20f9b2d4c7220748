# source: the Examples of the docstring of scipy.special.hyp2f1 (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy as np
import scipy.special as sc
sc.hyp2f1(1, 1, -2, 1)
a, b, c = -1, 1, 1.5
z = np.linspace(0, 1, 5)
sc.hyp2f1(a, b, c, z)
1 + a * b * z / c
a = np.linspace(0, 1, 5)
b = np.linspace(0, 1, 5)
sc.hyp2f1(a, b, 1, 0.5)
sc.hyp2f1(b, a, 1, 0.5)
z = 0.5
sc.hyp2f1(1, 1, 2, z)
-np.log(1 - z) / z
sc.hyp2f1(0.5, 1, 1.5, z**2)
np.log((1 + z) / (1 - z)) / (2 * z)
sc.hyp2f1(0.5, 1, 1.5, -z**2)
np.arctan(z) / z
df = pd.DataFrame(b)
