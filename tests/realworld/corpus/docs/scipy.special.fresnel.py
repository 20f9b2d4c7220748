# source: the Examples of the docstring of scipy.special.fresnel (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = C (array)
import pandas as pd
import numpy as np
import scipy.special as sc
S, C = sc.fresnel([0.1, 1, 10, 100, np.inf])
S
C
z = np.array([1, 2, 3, 4])
zeta = 0.5 * np.sqrt(np.pi) * (1 - 1j) * z
S, C = sc.fresnel(z)
C + 1j*S
0.5 * (1 + 1j) * sc.erf(zeta)
df = pd.DataFrame(C)
