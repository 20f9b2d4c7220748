# source: the Examples of the docstring of pandas.DataFrame.astype (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = ser_date (series)
import pandas as pd
d = {'col1': [1, 2], 'col2': [3, 4]}
df = pd.DataFrame(data=d)
df.dtypes
df.astype('int32').dtypes
df.astype({'col1': 'int32'}).dtypes
ser = pd.Series([1, 2], dtype='int32')
ser
ser.astype('int64')
ser.astype('category')
from pandas.api.types import CategoricalDtype
cat_dtype = CategoricalDtype(
    categories=[2, 1], ordered=True)
ser.astype(cat_dtype)
s1 = pd.Series([1, 2])
s2 = s1.astype('int64', copy=False)
s2[0] = 10
s1  # note that s1[0] has changed too
ser_date = pd.Series(pd.date_range('20200101', periods=3))
ser_date
df = pd.DataFrame(ser_date)
