# source: the Examples of the docstring of scipy.special.spence (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = x (array)
import pandas as pd
import numpy as np
from scipy.special import spence
spence([1-1j, 1.5+2j, 3j, -10-5j])
spence([-2 + 1e-8j, -2, -2 - 1e-8j])
spence(-1.5)
spence([0, 1, 2])
np.pi**2/6, -np.pi**2/12
z = 3 + 4j
spence(z) + spence(1 - z)
np.pi**2/6 - np.log(z)*np.log(1 - z)
x = np.linspace(0, 6, 400)
df = pd.DataFrame(x)
