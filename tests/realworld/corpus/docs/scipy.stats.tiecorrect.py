# source: the Examples of the docstring of scipy.stats.tiecorrect (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = ranks (array)
import pandas as pd
from scipy.stats import tiecorrect, rankdata
tiecorrect([1, 2.5, 2.5, 4])
ranks = rankdata([1, 3, 2, 4, 5, 7, 2, 8, 4])
ranks
tiecorrect(ranks)
df = pd.DataFrame(ranks)
