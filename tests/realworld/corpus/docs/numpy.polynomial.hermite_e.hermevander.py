# source: the Examples of the docstring of numpy.polynomial.hermite_e.hermevander (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
from numpy.polynomial.hermite_e import hermevander
x = np.array([-1, 0, 1])
hermevander(x, 3)
df = pd.DataFrame(x)
