# source: the Examples of the docstring of pandas.Series.memory_usage (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s (series)
import pandas as pd
s = pd.Series(range(3))
s.memory_usage()
s.memory_usage(index=False)
s = pd.Series(["a", "b"])
s.values
s.memory_usage()
s.memory_usage(deep=True)
df = pd.DataFrame(s)
