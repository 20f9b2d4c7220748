# source: the Examples of the docstring of pandas.DataFrame.asfreq (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import pandas as pd
index = pd.date_range('1/1/2000', periods=4, freq='T')
series = pd.Series([0.0, None, 2.0, 3.0], index=index)
df = pd.DataFrame({'s': series})
df
df.asfreq(freq='30S')
df.asfreq(freq='30S', fill_value=9.0)
df.asfreq(freq='30S', method='bfill')
