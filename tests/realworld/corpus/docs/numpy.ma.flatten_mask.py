# source: the Examples of the docstring of numpy.ma.flatten_mask (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = mask (array)
import pandas as pd
import numpy as np
mask = np.array([0, 0, 1])
np.ma.flatten_mask(mask)
mask = np.array([(0, 0), (0, 1)], dtype=[('a', bool), ('b', bool)])
np.ma.flatten_mask(mask)
mdtype = [('a', bool), ('b', [('ba', bool), ('bb', bool)])]
mask = np.array([(0, (0, 0)), (0, (0, 1))], dtype=mdtype)
np.ma.flatten_mask(mask)
df = pd.DataFrame(mask)
