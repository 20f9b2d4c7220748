# source: the Examples of the docstring of numpy.cosh (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 3 plotting examples; df = x (array)
import pandas as pd
import numpy as np
np.cosh(0)
x = np.linspace(-4, 4, 1000)
df = pd.DataFrame(x)
