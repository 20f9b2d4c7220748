# source: the Examples of the docstring of scipy.stats.ansari (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x3 (array)
import pandas as pd
import numpy as np
from scipy.stats import ansari
rng = np.random.default_rng()
x1 = rng.normal(loc=0, scale=2, size=35)
x2 = rng.normal(loc=0, scale=2, size=25)
x3 = rng.normal(loc=0, scale=1.25, size=25)
ansari(x1, x2)
ansari(x1, x3)
ansari(x1, x3, alternative='greater')
ansari(x1, x3, alternative='less')
df = pd.DataFrame(x3)
