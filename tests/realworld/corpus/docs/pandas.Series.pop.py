# source: the Examples of the docstring of pandas.Series.pop (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = ser (series)
import pandas as pd
ser = pd.Series([1,2,3])
ser.pop(0)
ser
df = pd.DataFrame(ser)
