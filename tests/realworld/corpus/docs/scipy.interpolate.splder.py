# source: the Examples of the docstring of scipy.interpolate.splder (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
from scipy.interpolate import splrep, splder, sproot
import numpy as np
x = np.linspace(0, 10, 70)
y = np.sin(x)
spl = splrep(x, y, k=4)
dspl = splder(spl)
sproot(dspl) / np.pi
df = pd.DataFrame(y)
