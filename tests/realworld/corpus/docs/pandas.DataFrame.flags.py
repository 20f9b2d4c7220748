# source: the Examples of the docstring of pandas.DataFrame.flags (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import pandas as pd
df = pd.DataFrame({"A": [1, 2]})
df.flags
df.flags.allows_duplicate_labels
df.flags.allows_duplicate_labels = False
df.flags["allows_duplicate_labels"]
df.flags["allows_duplicate_labels"] = True
