# source: the Examples of the docstring of pandas.errors.DuplicateLabelError (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 traceback examples; df = s (series)
import pandas as pd
s = pd.Series([0, 1, 2], index=['a', 'b', 'c']).set_flags(
    allows_duplicate_labels=False
)
df = pd.DataFrame(s)
