# source: the Examples of the docstring of pandas.Series.reset_index (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s2 (series)
import numpy as np
import pandas as pd
s = pd.Series([1, 2, 3, 4], name='foo',
              index=pd.Index(['a', 'b', 'c', 'd'], name='idx'))
s.reset_index()
s.reset_index(name='values')
s.reset_index(drop=True)
s.reset_index(inplace=True, drop=True)
s
arrays = [np.array(['bar', 'bar', 'baz', 'baz']),
          np.array(['one', 'two', 'one', 'two'])]
s2 = pd.Series(
    range(4), name='foo',
    index=pd.MultiIndex.from_arrays(arrays,
                                    names=['a', 'b']))
s2.reset_index(level='a')
s2.reset_index()
df = pd.DataFrame(s2)
