# source: the Examples of the docstring of numpy.corrcoef (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = R3 (array)
import pandas as pd
import numpy as np
rng = np.random.default_rng(seed=42)
xarr = rng.random((3, 3))
xarr
R1 = np.corrcoef(xarr)
R1
yarr = rng.random((3, 3))
yarr
R2 = np.corrcoef(xarr, yarr)
R2
R3 = np.corrcoef(xarr, yarr, rowvar=False)
R3
df = pd.DataFrame(R3)
