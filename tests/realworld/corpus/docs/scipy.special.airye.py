# source: the Examples of the docstring of scipy.special.airye (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 4 plotting examples; df = Bip (array)
import pandas as pd
import numpy as np
from scipy.special import airye
z = np.linspace(0, 50, 500)
eAi, eAip, eBi, eBip = airye(z)
from scipy.special import airy
Ai, Aip, Bi, Bip = airy(z)
np.allclose(eAi, Ai * np.exp(2.0 / 3.0 * z * np.sqrt(z)))
np.allclose(eAip, Aip * np.exp(2.0 / 3.0 * z * np.sqrt(z)))
np.allclose(eBi, Bi * np.exp(-abs(np.real(2.0 / 3.0 * z * np.sqrt(z)))))
np.allclose(eBip, Bip * np.exp(-abs(np.real(2.0 / 3.0 * z * np.sqrt(z)))))
airy(200)
airye(200)
df = pd.DataFrame(Bip)
