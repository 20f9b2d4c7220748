# source: the Examples of the docstring of numpy.random.Generator.dirichlet (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 5 plotting examples; df = s (array)
import pandas as pd
import numpy as np
s = np.random.default_rng().dirichlet((10, 5, 3), 20).transpose()
df = pd.DataFrame(s)
