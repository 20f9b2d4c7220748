# source: the Examples of the docstring of numpy.select (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
x = np.arange(6)
condlist = [x<3, x>3]
choicelist = [x, x**2]
np.select(condlist, choicelist, 42)
condlist = [x<=4, x>3]
choicelist = [x, x**2]
np.select(condlist, choicelist, 55)
df = pd.DataFrame(x)
