# source: the Examples of the docstring of scipy.special.shichi (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 9 plotting examples; df = chi (array)
import pandas as pd
import numpy as np
from scipy.special import shichi, sici
shichi(0.5)
shichi(0.5 + 2.5j)
z = 0.25 + 5j
shi, chi = shichi(z)
shi, -1j*sici(1j*z)[0]            # Should be the same.
chi, sici(-1j*z)[1] + 1j*np.pi/2  # Should be the same.
xp = np.geomspace(1e-8, 4.0, 250)
x = np.concatenate((-xp[::-1], xp))
shi, chi = shichi(x)
df = pd.DataFrame(chi)
