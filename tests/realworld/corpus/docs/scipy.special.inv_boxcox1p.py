# source: the Examples of the docstring of scipy.special.inv_boxcox1p (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
from scipy.special import boxcox1p, inv_boxcox1p
y = boxcox1p([1, 4, 10], 2.5)
inv_boxcox1p(y, 2.5)
df = pd.DataFrame(y)
