# source: the Examples of the docstring of pandas.DataFrame.drop_duplicates (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import pandas as pd
df = pd.DataFrame({
    'brand': ['Yum Yum', 'Yum Yum', 'Indomie', 'Indomie', 'Indomie'],
    'style': ['cup', 'cup', 'cup', 'pack', 'pack'],
    'rating': [4, 4, 3.5, 15, 5]
})
df
df.drop_duplicates()
df.drop_duplicates(subset=['brand'])
df.drop_duplicates(subset=['brand', 'style'], keep='last')
