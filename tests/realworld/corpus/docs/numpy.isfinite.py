# source: the Examples of the docstring of numpy.isfinite (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
import numpy as np
np.isfinite(1)
np.isfinite(0)
np.isfinite(np.nan)
np.isfinite(np.inf)
np.isfinite(np.NINF)
np.isfinite([np.log(-1.),1.,np.log(0)])
x = np.array([-np.inf, 0., np.inf])
y = np.array([2, 2, 2])
np.isfinite(x, y)
y
df = pd.DataFrame(y)
