# source: the Examples of the docstring of numpy.arctan (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 4 plotting examples; df = x (array)
import pandas as pd
import numpy as np
np.arctan([0, 1])
np.pi/4
x = np.linspace(-10, 10)
df = pd.DataFrame(x)
