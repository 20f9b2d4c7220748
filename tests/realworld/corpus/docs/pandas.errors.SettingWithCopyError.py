# source: the Examples of the docstring of pandas.errors.SettingWithCopyError (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 +SKIP examples; df made by the example
import pandas as pd
pd.options.mode.chained_assignment = 'raise'
df = pd.DataFrame({'A': [1, 1, 1, 2, 2]}, columns=['A'])
