# source: the Examples of the docstring of scipy.interpolate.splantider (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
from scipy.interpolate import splrep, splder, splantider, splev
import numpy as np
x = np.linspace(0, np.pi/2, 70)
y = 1 / np.sqrt(1 - 0.8*np.sin(x)**2)
spl = splrep(x, y)
splev(1.7, spl), splev(1.7, splder(splantider(spl)))
ispl = splantider(spl)
splev(np.pi/2, ispl) - splev(0, ispl)
from scipy.special import ellipk
ellipk(0.8)
df = pd.DataFrame(y)
