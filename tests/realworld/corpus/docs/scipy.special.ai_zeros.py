# source: the Examples of the docstring of scipy.special.ai_zeros (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = aip (array)
import pandas as pd
from scipy import special
a, ap, ai, aip = special.ai_zeros(3)
a
ap
ai
aip
df = pd.DataFrame(aip)
