# source: the Examples of the docstring of numpy.sinc (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 6 plotting examples; df = x (array)
import pandas as pd
import numpy as np
x = np.linspace(-4, 4, 41)
np.sinc(x)
df = pd.DataFrame(x)
