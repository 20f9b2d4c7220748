# source: the Examples of the docstring of pandas.Series.autocorr (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s (series)
import pandas as pd
s = pd.Series([0.25, 0.5, 0.2, -0.05])
s.autocorr()  # doctest: +ELLIPSIS
s.autocorr(lag=2)  # doctest: +ELLIPSIS
s = pd.Series([1, 0, 0, 0])
s.autocorr()
df = pd.DataFrame(s)
