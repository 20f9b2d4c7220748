# source: the Examples of the docstring of pandas.Series.cov (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s2 (series)
import pandas as pd
s1 = pd.Series([0.90010907, 0.13484424, 0.62036035])
s2 = pd.Series([0.12528585, 0.26962463, 0.51111198])
s1.cov(s2)
df = pd.DataFrame(s2)
