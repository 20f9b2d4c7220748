# source: the Examples of the docstring of pandas.Series.dropna (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = ser (series)
import numpy as np
import pandas as pd
ser = pd.Series([1., 2., np.nan])
ser
ser.dropna()
ser.dropna(inplace=True)
ser
ser = pd.Series([np.NaN, 2, pd.NaT, '', None, 'I stay'])
ser
ser.dropna()
df = pd.DataFrame(ser)
