# source: the Examples of the docstring of numpy.random.Generator.standard_cauchy (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 3 plotting examples; df = s (array)
import pandas as pd
import numpy as np
s = np.random.default_rng().standard_cauchy(1000000)
s = s[(s>-25) & (s<25)]  # truncate distribution so it plots well
df = pd.DataFrame(s)
