# source: the Examples of the docstring of scipy.special.bi_zeros (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = bip (array)
import pandas as pd
from scipy import special
b, bp, bi, bip = special.bi_zeros(3)
b
bp
bi
bip
df = pd.DataFrame(bip)
