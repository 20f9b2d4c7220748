# source: the Examples of the docstring of pandas.DataFrame.to_dict (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import pandas as pd
df = pd.DataFrame({'col1': [1, 2],
                   'col2': [0.5, 0.75]},
                  index=['row1', 'row2'])
df
df.to_dict()
df.to_dict('series')
df.to_dict('split')
df.to_dict('records')
df.to_dict('index')
df.to_dict('tight')
from collections import OrderedDict, defaultdict
df.to_dict(into=OrderedDict)
dd = defaultdict(list)
df.to_dict('records', into=dd)
