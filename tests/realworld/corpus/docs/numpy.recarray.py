# source: the Examples of the docstring of numpy.recarray (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 +SKIP examples; df = x (array)
import pandas as pd
import numpy as np
x = np.array([(1.0, 2), (3.0, 4)], dtype=[('x', '<f8'), ('y', '<i8')])
x
x['x']
x = x.view(np.recarray)
x.x
x.y
df = pd.DataFrame(x)
