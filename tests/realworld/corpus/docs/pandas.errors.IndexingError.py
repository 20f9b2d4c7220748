# source: the Examples of the docstring of pandas.errors.IndexingError (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 4 +SKIP examples; df = s (series)
import pandas as pd
df = pd.DataFrame({'A': [1, 1, 1]})
df = pd.DataFrame({'A': [1, 1, 1]})
s = pd.Series(range(2),
              index = pd.MultiIndex.from_product([["a", "b"], ["c"]]))
df = pd.DataFrame(s)
