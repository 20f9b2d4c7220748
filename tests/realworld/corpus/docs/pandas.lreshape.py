# source: the Examples of the docstring of pandas.lreshape (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = data (frame)
import pandas as pd
data = pd.DataFrame({'hr1': [514, 573], 'hr2': [545, 526],
                     'team': ['Red Sox', 'Yankees'],
                     'year1': [2007, 2007], 'year2': [2008, 2008]})
data
pd.lreshape(data, {'year': ['year1', 'year2'], 'hr': ['hr1', 'hr2']})
df = data
