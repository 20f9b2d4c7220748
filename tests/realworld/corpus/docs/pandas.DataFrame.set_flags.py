# source: the Examples of the docstring of pandas.DataFrame.set_flags (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = df2 (frame)
import pandas as pd
df = pd.DataFrame({"A": [1, 2]})
df.flags.allows_duplicate_labels
df2 = df.set_flags(allows_duplicate_labels=False)
df2.flags.allows_duplicate_labels
df = df2
