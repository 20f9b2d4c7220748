# source: the Examples of the docstring of scipy.special.sici (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 11 plotting examples; df = ci (array)
import pandas as pd
import numpy as np
from scipy.special import sici, exp1
sici(2.5)
sici(2.5 + 3j)
z = 2 - 3j
sici(z)
(exp1(1j*z) - exp1(-1j*z))/2j + np.pi/2  # Same as sine integral
-(exp1(1j*z) + exp1(-1j*z))/2            # Same as cosine integral
x = np.linspace(-16, 16, 150)
si, ci = sici(x)
df = pd.DataFrame(ci)
