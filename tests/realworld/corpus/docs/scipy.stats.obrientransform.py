# source: the Examples of the docstring of scipy.stats.obrientransform (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = ty (array)
import pandas as pd
x = [10, 11, 13, 9, 7, 12, 12, 9, 10]
y = [13, 21, 5, 10, 8, 14, 10, 12, 7, 15]
from scipy.stats import obrientransform
tx, ty = obrientransform(x, y)
from scipy.stats import f_oneway
F, p = f_oneway(tx, ty)
p
df = pd.DataFrame(ty)
