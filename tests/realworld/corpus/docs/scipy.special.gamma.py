# source: the Examples of the docstring of scipy.special.gamma (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 9 plotting examples; df = k (array)
import pandas as pd
import numpy as np
from scipy.special import gamma, factorial
gamma([0, 0.5, 1, 5])
z = 2.5 + 1j
gamma(z)
gamma(z+1), z*gamma(z)  # Recurrence property
gamma(0.5)**2  # gamma(0.5) = sqrt(pi)
x = np.linspace(-3.5, 5.5, 2251)
y = gamma(x)
k = np.arange(1, 7)
df = pd.DataFrame(k)
