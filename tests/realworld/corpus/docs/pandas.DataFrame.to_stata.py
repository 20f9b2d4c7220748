# source: the Examples of the docstring of pandas.DataFrame.to_stata (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 +SKIP examples; df made by the example
import pandas as pd
df = pd.DataFrame({'animal': ['falcon', 'parrot', 'falcon',
                              'parrot'],
                   'speed': [350, 18, 361, 15]})
