# source: the Examples of the docstring of scipy.interpolate.insert (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
from scipy.interpolate import splrep, insert
import numpy as np
x = np.linspace(0, 10, 5)
y = np.sin(x)
tck = splrep(x, y)
tck[0]
tck_inserted = insert(3, tck)
tck_inserted[0]
tck_inserted2 = insert(8, tck, m=3)
tck_inserted2[0]
df = pd.DataFrame(y)
