# source: the Examples of the docstring of pandas.Series.combine (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s2 (series)
import pandas as pd
s1 = pd.Series({'falcon': 330.0, 'eagle': 160.0})
s1
s2 = pd.Series({'falcon': 345.0, 'eagle': 200.0, 'duck': 30.0})
s2
s1.combine(s2, max)
s1.combine(s2, max, fill_value=0)
df = pd.DataFrame(s2)
