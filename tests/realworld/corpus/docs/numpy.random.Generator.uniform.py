# source: the Examples of the docstring of numpy.random.Generator.uniform (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 4 plotting examples; df = s (array)
import pandas as pd
import numpy as np
s = np.random.default_rng().uniform(-1,0,1000)
np.all(s >= -1)
np.all(s < 0)
df = pd.DataFrame(s)
