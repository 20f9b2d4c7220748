# source: the Examples of the docstring of numpy.abs (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 5 plotting examples; df = x (array)
import pandas as pd
import numpy as np
x = np.array([-1.2, 1.2])
np.absolute(x)
np.absolute(1.2 + 1j)
x = np.linspace(start=-10, stop=10, num=101)
xx = x + 1j * x[:, np.newaxis]
x = np.array([-1.2, 1.2])
abs(x)
df = pd.DataFrame(x)
